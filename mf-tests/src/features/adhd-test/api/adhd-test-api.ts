import { apiRequest } from '@steady/api-client';
import {
  adhdResultListSchema,
  adhdResultSchema,
  adhdScoreSchema,
  adhdSubmitResponseSchema,
  adhdTestSchema,
  type AdhdAnswer,
  type AdhdSubmitRequest,
  type Language,
} from '@steady/contracts';

/** Questions and notice in every language, so switching language needs no new request. */
export function fetchAdhdTest(signal: AbortSignal) {
  return apiRequest('/adhd-test', { schema: adhdTestSchema, signal });
}

/** Signed-in only: the server answers 401 otherwise, which the client turns into a trip to /login. */
export function submitAdhdAnswers(answers: AdhdAnswer[]) {
  const body: AdhdSubmitRequest = { answers };
  return apiRequest('/adhd-test/submit', { method: 'POST', body, schema: adhdSubmitResponseSchema });
}

/** The score alone, kept nowhere: for someone who has not agreed to storing health data. */
export function scoreAdhdAnswersUnsaved(answers: AdhdAnswer[], language: Language) {
  const body: AdhdSubmitRequest = { answers };
  return apiRequest(`/adhd-test/score?lang=${language}`, { method: 'POST', body, schema: adhdScoreSchema });
}

export function fetchAdhdResult(resultId: string, signal: AbortSignal) {
  return apiRequest(`/adhd-test/result/${encodeURIComponent(resultId)}`, {
    schema: adhdResultSchema,
    signal,
  });
}

/** Signed-in only (a guest would be sent to /login): the viewer's own results. */
export function fetchOwnAdhdResults(signal: AbortSignal) {
  return apiRequest('/adhd-test/results', { schema: adhdResultListSchema, signal });
}

/** Owner only: the result's link stops opening it for anyone else (they get "not found"). */
export function stopSharingAdhdResult(resultId: string) {
  return apiRequest(`/adhd-test/result/${encodeURIComponent(resultId)}/sharing`, { method: 'DELETE' }).then(
    () => undefined,
  );
}

/** Owner only: the result's link opens it for anyone again. */
export function resumeSharingAdhdResult(resultId: string) {
  return apiRequest(`/adhd-test/result/${encodeURIComponent(resultId)}/sharing`, { method: 'PUT' }).then(
    () => undefined,
  );
}
