import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  adhdAnswerSchema,
  languages,
  type AdhdInterpretation,
  type AdhdRangeId,
  type AdhdResult,
  type AdhdResultList,
  type AdhdScale,
  type AdhdScore,
  type AdhdSubmitRequest,
  type AdhdSubmitResponse,
  type AdhdTest,
  type Language,
} from '@steady/contracts';
import { notFound, validationFailed } from '@steady/service-common';
import type { AdhdTestResultRepository } from './adhd-test-results-repository';
import { adhdScales, currentAdhdScaleVersion, type AdhdScaleVersion } from './adhd-scales';
import {
  localizeAdhdQuestion,
  missingAnswerMessage,
  positionOnScale,
  scoreAdhdAnswers,
  scoreParts,
} from './adhd-scoring';
import type { AdhdTestContent } from '../test-content/test-content-schema';

const resultNotFoundMessage = 'Test result not found';

const resultNotFound = () => notFound(resultNotFoundMessage, { reason: 'adhd_result_not_found' });

/** The profile and history show a user's latest results; nobody needs more than this many at once. */
const resultListLimit = 100;

/** 16 random bytes in base64url: 22 characters, 128 bits nobody can guess or enumerate. */
const resultIdPattern = /^[A-Za-z0-9_-]{22}$/;

function createResultId(): string {
  return randomBytes(16).toString('base64url');
}

/** Every language, or only the one asked for. */
function inLanguages<Value>(
  byLanguage: Record<Language, Value>,
  language: Language | undefined,
): Partial<Record<Language, Value>> {
  return language === undefined ? { ...byLanguage } : { [language]: byLanguage[language] };
}

export interface AdhdTestHandlers {
  getTest(language?: Language): AdhdTest;
  submit(userId: string, request: AdhdSubmitRequest): Promise<AdhdSubmitResponse>;
  /** Scores answers without keeping them (no consent needed: nothing is stored). */
  score(request: AdhdSubmitRequest, language?: Language): AdhdScore;
  /** A result for anyone with its link, or only for its owner once they stopped sharing it. */
  getResult(id: string, viewerId: string | undefined, language?: Language): Promise<AdhdResult>;
  /** Owner only: anyone else, like an unknown id, gets the same 404 as a bad link. */
  stopSharing(userId: string, id: string): Promise<void>;
  /** Owner only, answered like `stopSharing`: the link opens the result for anyone again. */
  resumeSharing(userId: string, id: string): Promise<void>;
  listResults(userId: string): Promise<AdhdResultList>;
}

type Reader = 'own' | 'shared';

/**
 * Each range's name in every language. Names do not change with the scale version: a result of any
 * version is named in today's words.
 */
function rangeLabelsOf(content: AdhdTestContent) {
  return new Map(
    content.ranges.map((range) => [
      range.id,
      Object.fromEntries(
        languages.map((language) => [language, range.translations[language].label]),
      ) as Record<Language, string>,
    ]),
  );
}

/** What each range means, said to the person who answered (`own`) or to someone they shared it with. */
function interpretationsOf(content: AdhdTestContent, reader: Reader) {
  return new Map(
    content.ranges.map((range) => {
      const byLanguage = Object.fromEntries(
        languages.map((language) => {
          const { label, interpretation, sharedInterpretation } = range.translations[language];
          return [language, { label, text: reader === 'own' ? interpretation : sharedInterpretation }];
        }),
      ) as Record<Language, AdhdInterpretation>;
      return [range.id, byLanguage];
    }),
  );
}

/** Explains a score: its scale (of the version it was taken with), what its range means, the notice. */
function createScoreExplainer(content: AdhdTestContent) {
  const rangeLabels = rangeLabelsOf(content);
  const interpretations = {
    own: interpretationsOf(content, 'own'),
    shared: interpretationsOf(content, 'shared'),
  };

  function scaleOf(version: AdhdScaleVersion, language: Language | undefined): AdhdScale {
    return {
      version,
      ranges: adhdScales[version].ranges.map(({ id, min, max }) => {
        const label = rangeLabels.get(id);
        if (label === undefined) throw new Error(`No label for range ${id}`);
        return { id, min, max, label: inLanguages(label, language) };
      }),
    };
  }

  return function explained(
    score: number,
    range: AdhdRangeId,
    scaleVersion: AdhdScaleVersion,
    language: Language | undefined,
    reader: Reader = 'own',
  ) {
    const interpretation = interpretations[reader].get(range);
    if (interpretation === undefined) throw new Error(`No interpretation for range ${range}`);
    return {
      scale: scaleOf(scaleVersion, language),
      interpretation: inLanguages(interpretation, language),
      notice: inLanguages(content.notice, language),
      position: positionOnScale(score),
    };
  };
}

function scoredOrRefused(content: AdhdTestContent, answers: AdhdSubmitRequest['answers']) {
  const scored = scoreAdhdAnswers(content.questions, answers);
  if (!scored.ok) {
    throw validationFailed(missingAnswerMessage, {
      reason: 'adhd_test_incomplete',
      fields: scored.fieldErrors,
    });
  }
  return scored;
}

/** The traits and daily-life parts of stored answers, or null if they cannot be read that way. */
function storedParts(content: AdhdTestContent, answers: unknown, scaleVersion: AdhdScaleVersion) {
  const parsed = z.array(adhdAnswerSchema).safeParse(answers);
  return parsed.success ? scoreParts(content.questions, parsed.data, adhdScales[scaleVersion]) : null;
}

export function createAdhdTestHandlers(
  content: AdhdTestContent,
  results: AdhdTestResultRepository,
): AdhdTestHandlers {
  const explained = createScoreExplainer(content);

  return {
    getTest(language) {
      return {
        version: content.version,
        questions: content.questions.map((question) => localizeAdhdQuestion(question, language)),
        notice: inLanguages(content.notice, language),
      };
    },

    async submit(userId, { answers }) {
      const scored = scoredOrRefused(content, answers);
      const id = createResultId();
      // A clash of two random 128-bit ids is not a case worth a retry: the primary key would refuse it.
      await results.save({
        id,
        userId,
        score: scored.score,
        range: scored.range,
        scaleVersion: currentAdhdScaleVersion,
        answers,
        createdAt: new Date().toISOString(),
      });
      return { id };
    },

    score({ answers }, language) {
      const { score, range } = scoredOrRefused(content, answers);
      return {
        score,
        range,
        ...explained(score, range, currentAdhdScaleVersion, language),
        parts: scoreParts(content.questions, answers),
      };
    },

    async getResult(id, viewerId, language) {
      // A malformed id cannot exist; answering it like any unknown id keeps one message for a bad link.
      const result = resultIdPattern.test(id) ? await results.findById(id) : undefined;
      // A result no longer shared answers everyone but its owner as if it never existed.
      if (result === undefined || (!result.shared && result.userId !== viewerId)) throw resultNotFound();
      const { id: resultId, score, range, created_at, shared, scaleVersion, answers } = result;
      return {
        id: resultId,
        score,
        range,
        created_at,
        shared,
        ...explained(score, range, scaleVersion, language, result.userId === viewerId ? 'own' : 'shared'),
        parts: storedParts(content, answers, scaleVersion),
      };
    },

    async stopSharing(userId, id) {
      const stopped =
        resultIdPattern.test(id) && (await results.stopSharing(id, userId, new Date().toISOString()));
      if (!stopped) throw resultNotFound();
    },

    async resumeSharing(userId, id) {
      const resumed = resultIdPattern.test(id) && (await results.resumeSharing(id, userId));
      if (!resumed) throw resultNotFound();
    },

    async listResults(userId) {
      return { results: await results.listByUser(userId, resultListLimit) };
    },
  };
}
