import { apiRequest } from '@steady/api-client';
import {
  shortTestScoreResponseSchema,
  shortTestSchema,
  type Language,
  type ShortTestScoreRequest,
} from '@steady/contracts';

export function fetchShortTest(language: Language, signal: AbortSignal) {
  return apiRequest(`/short-test?lang=${language}`, { schema: shortTestSchema, signal });
}

/** The answers so far; once the tiebreaker is answered, its answer travels as one more entry. */
export function scoreShortTest(language: Language, answers: ShortTestScoreRequest) {
  return apiRequest(`/short-test/score?lang=${language}`, {
    method: 'POST',
    body: answers,
    schema: shortTestScoreResponseSchema,
  });
}
