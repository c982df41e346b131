import { randomBytes } from 'node:crypto';
import {
  languages,
  type AdhdInterpretation,
  type AdhdResult,
  type AdhdResultList,
  type AdhdSubmitRequest,
  type AdhdSubmitResponse,
  type AdhdTest,
  type Language,
} from '@steady/contracts';
import { notFound, validationFailed } from '@steady/service-common';
import type { AdhdTestResultRepository } from '../repository/adhd-test-results';
import {
  localizeAdhdQuestion,
  missingAnswerMessage,
  positionOnScale,
  scoreAdhdAnswers,
} from '../tests/adhd-scoring';
import type { AdhdTestContent } from '../tests/test-content-schema';

export const resultNotFoundMessage = 'Test result not found';

/** The profile and history show a user's latest results; nobody needs more than this many at once. */
export const resultListLimit = 100;

/** 16 random bytes in base64url: 22 characters, 128 bits nobody can guess or enumerate. */
const resultIdPattern = /^[A-Za-z0-9_-]{22}$/;

export function createResultId(): string {
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
  getResult(id: string, language?: Language): Promise<AdhdResult>;
  listResults(userId: string): Promise<AdhdResultList>;
}

export function createAdhdTestHandlers(
  content: AdhdTestContent,
  results: AdhdTestResultRepository,
): AdhdTestHandlers {
  const interpretations = new Map(
    content.ranges.map((range) => {
      const byLanguage = Object.fromEntries(
        languages.map((language) => {
          const { label, interpretation } = range.translations[language];
          return [language, { label, text: interpretation }];
        }),
      ) as Record<Language, AdhdInterpretation>;
      return [range.id, byLanguage];
    }),
  );

  return {
    getTest(language) {
      return {
        questions: content.questions.map((question) => localizeAdhdQuestion(question, language)),
        notice: inLanguages(content.notice, language),
      };
    },

    async submit(userId, { answers }) {
      const scored = scoreAdhdAnswers(content.questions, answers);
      if (!scored.ok) {
        throw validationFailed(missingAnswerMessage, {
          reason: 'adhd_test_incomplete',
          fields: scored.fieldErrors,
        });
      }
      const id = createResultId();
      // A clash of two random 128-bit ids is not a case worth a retry: the primary key would refuse it.
      await results.save({
        id,
        userId,
        score: scored.score,
        range: scored.range,
        answers,
        createdAt: new Date().toISOString(),
      });
      return { id };
    },

    async getResult(id, language) {
      // A malformed id cannot exist; answering it like any unknown id keeps one message for a bad link.
      const result = resultIdPattern.test(id) ? await results.findById(id) : undefined;
      if (result === undefined) throw notFound(resultNotFoundMessage, { reason: 'adhd_result_not_found' });
      const interpretation = interpretations.get(result.range);
      if (interpretation === undefined) throw new Error(`No interpretation for range ${result.range}`);
      return {
        ...result,
        interpretation: inLanguages(interpretation, language),
        notice: inLanguages(content.notice, language),
        position: positionOnScale(result.score),
      };
    },

    async listResults(userId) {
      return { results: await results.listByUser(userId, resultListLimit) };
    },
  };
}
