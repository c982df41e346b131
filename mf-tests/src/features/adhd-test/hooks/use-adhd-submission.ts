import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import type { AdhdAnswer, AdhdQuestion, AdhdScore } from '@steady/contracts';
import { needsHealthConsent } from '@steady/ui';
import { scoreAdhdAnswersUnsaved, submitAdhdAnswers } from '../api/adhd-test-api';
import type { useAdhdProgress } from './use-adhd-progress';

type Problem = 'answerAll' | 'submitFailed';

export const problemMessages: Record<Problem, string> = {
  answerAll: 'adhdTest.answerAll',
  submitFailed: 'adhdTest.submitError',
};

/**
 * Sending the finished test: saved (then the result page opens), or, without consent to store health
 * data, scored and shown without keeping anything.
 */
export function useAdhdSubmission(
  questions: readonly AdhdQuestion[],
  progress: ReturnType<typeof useAdhdProgress>,
) {
  const navigate = useNavigate();
  const [language] = useLanguage();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [consentNeeded, setConsentNeeded] = useState<unknown>(null);
  const [unsaved, setUnsaved] = useState<AdhdScore | null>(null);
  const { answers } = progress;

  /** Every answer, or null (and the first unanswered question shown) while one is missing. */
  function collectedAnswers(): AdhdAnswer[] | null {
    const collected: AdhdAnswer[] = questions.flatMap(({ id }) => {
      const answer = answers[id];
      return answer === undefined ? [] : [{ questionId: id, answer }];
    });
    if (collected.length === questions.length) return collected;
    setProblem('answerAll');
    progress.goTo(questions.findIndex(({ id }) => answers[id] === undefined));
    return null;
  }

  const failed = (error: unknown) =>
    setProblem(isApiError(error) && error.code === 'validation_failed' ? 'answerAll' : 'submitFailed');

  async function submit() {
    const collected = collectedAnswers();
    if (collected === null) return;
    setProblem(null);
    setSubmitting(true);
    try {
      const { id } = await submitAdhdAnswers(collected);
      progress.forget();
      navigate(`/adhd-test/result/${id}`);
    } catch (error) {
      setSubmitting(false);
      if (needsHealthConsent(error)) setConsentNeeded(error);
      else failed(error);
    }
  }

  async function scoreWithoutSaving() {
    const collected = collectedAnswers();
    if (collected === null) return;
    setProblem(null);
    setSubmitting(true);
    try {
      setUnsaved(await scoreAdhdAnswersUnsaved(collected, language));
    } catch (error) {
      failed(error);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    submitting,
    problem,
    setProblem,
    consentNeeded,
    setConsentNeeded,
    unsaved,
    submit,
    scoreWithoutSaving,
  };
}
