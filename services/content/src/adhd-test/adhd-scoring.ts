import {
  adhdMaxScore,
  type AdhdAnswer,
  type AdhdQuestion as AdhdQuestionForApi,
  type AdhdRangeId,
  type AdhdScoreParts,
  type Language,
} from '@steady/contracts';
import { adhdScales, currentAdhdScaleVersion, type AdhdScale } from './adhd-scales';
import type { AdhdQuestion } from '../test-content/test-content-schema';

export const missingAnswerMessage = 'Please answer all questions';
export const invalidAnswerMessage = 'Invalid answer';

type AdhdScoreResult =
  { ok: true; score: number; range: AdhdRangeId } | { ok: false; fieldErrors: Record<string, string> };

const currentScale = adhdScales[currentAdhdScaleVersion];

function assertScore(score: number): void {
  if (!Number.isInteger(score) || score < 0 || score > adhdMaxScore) {
    throw new RangeError(`ADHD test score must be an integer from 0 to ${adhdMaxScore}, got ${score}`);
  }
}

export function rangeForScore(score: number, scale: AdhdScale = currentScale): AdhdRangeId {
  assertScore(score);
  const range = scale.ranges.find(({ min, max }) => score >= min && score <= max);
  if (!range) {
    throw new RangeError(`No range covers score ${score}`);
  }
  return range.id;
}

/** Where the score sits on the 0–51 scale, as a fraction from 0 to 1. */
export function positionOnScale(score: number): number {
  assertScore(score);
  return score / adhdMaxScore;
}

/**
 * Every question must be answered exactly once with one of the answer ids offered; each answer counts
 * the points the current scale gives it. All problems are reported together so the form can mark every
 * affected question at once.
 */
export function scoreAdhdAnswers(
  questions: readonly AdhdQuestion[],
  answers: readonly AdhdAnswer[],
): AdhdScoreResult {
  const questionIds = new Set(questions.map((question) => question.id));
  // A Map, not an object literal, so an id such as "__proto__" cannot swallow its own error.
  const fieldErrors = new Map<string, string>();
  const seen = new Set<string>();
  let score = 0;

  for (const { questionId, answer } of answers) {
    const points = Number.isInteger(answer) ? currentScale.answerPoints[answer] : undefined;
    if (!questionIds.has(questionId) || seen.has(questionId) || points === undefined) {
      fieldErrors.set(questionId, invalidAnswerMessage);
    } else {
      score += points;
    }
    seen.add(questionId);
  }

  for (const question of questions) {
    if (!seen.has(question.id)) {
      fieldErrors.set(question.id, missingAnswerMessage);
    }
  }

  if (fieldErrors.size > 0) {
    return { ok: false, fieldErrors: Object.fromEntries(fieldErrors) };
  }
  return { ok: true, score, range: rangeForScore(score) };
}

/**
 * The total split into the traits (inattention, hyperactivity, impulsivity) and their effect on daily
 * life (the `impact` questions), on the scale the answers were scored with. Null when the answers do not
 * match the questions one to one (a result stored under questions since changed): the total still stands.
 */
export function scoreParts(
  questions: readonly AdhdQuestion[],
  answers: readonly AdhdAnswer[],
  scale: AdhdScale = currentScale,
): AdhdScoreParts | null {
  const given = new Map(answers.map(({ questionId, answer }) => [questionId, answer]));
  if (given.size !== answers.length || given.size !== questions.length) return null;
  const topPoints = Math.max(...scale.answerPoints);
  const parts: AdhdScoreParts = { traits: { score: 0, max: 0 }, dailyLife: { score: 0, max: 0 } };
  for (const question of questions) {
    const answer = given.get(question.id);
    const points = answer === undefined ? undefined : scale.answerPoints[answer];
    if (points === undefined) return null;
    const part = question.area === 'impact' ? parts.dailyLife : parts.traits;
    part.score += points;
    part.max += topPoints;
  }
  return parts;
}

/** The API shape of a question: `area` is internal; without a language every translation is kept. */
export function localizeAdhdQuestion(question: AdhdQuestion, language?: Language): AdhdQuestionForApi {
  if (!language) {
    return { id: question.id, translations: { ...question.translations } };
  }
  return { id: question.id, translations: { [language]: question.translations[language] } };
}
