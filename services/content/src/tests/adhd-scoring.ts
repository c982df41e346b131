import {
  adhdMaxScore,
  adhdScoreRanges,
  type AdhdAnswer,
  type AdhdQuestion as AdhdQuestionForApi,
  type AdhdRangeId,
  type Language,
  languages,
} from '@steady/contracts';
import type { AdhdQuestion } from './test-content-schema';

export const missingAnswerMessage = 'Please answer all questions';
export const invalidAnswerMessage = 'Invalid answer';

export type AdhdScoreResult =
  { ok: true; score: number; range: AdhdRangeId } | { ok: false; fieldErrors: Record<string, string> };

function assertScore(score: number): void {
  if (!Number.isInteger(score) || score < 0 || score > adhdMaxScore) {
    throw new RangeError(`ADHD test score must be an integer from 0 to ${adhdMaxScore}, got ${score}`);
  }
}

export function rangeForScore(score: number): AdhdRangeId {
  assertScore(score);
  const range = adhdScoreRanges.find(({ min, max }) => score >= min && score <= max);
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
 * Every question must be answered exactly once with one of its own answer values.
 * All problems are reported together so the form can mark every affected question at once.
 */
export function scoreAdhdAnswers(
  questions: readonly AdhdQuestion[],
  answers: readonly AdhdAnswer[],
): AdhdScoreResult {
  const validValues = new Map(
    questions.map((question) => [
      question.id,
      new Set(question.translations[languages[0]].answers.map((answer) => answer.id)),
    ]),
  );
  // A Map, not an object literal, so an id such as "__proto__" cannot swallow its own error.
  const fieldErrors = new Map<string, string>();
  const seen = new Set<string>();
  let score = 0;

  for (const { questionId, answer } of answers) {
    const values = validValues.get(questionId);
    if (!values || seen.has(questionId) || !values.has(answer)) {
      fieldErrors.set(questionId, invalidAnswerMessage);
    } else {
      score += answer;
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

/** The API shape of a question: `area` is internal; without a language every translation is kept. */
export function localizeAdhdQuestion(question: AdhdQuestion, language?: Language): AdhdQuestionForApi {
  if (!language) {
    return { id: question.id, translations: { ...question.translations } };
  }
  return { id: question.id, translations: { [language]: question.translations[language] } };
}
