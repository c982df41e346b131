import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import type { AdhdAnswer, AdhdQuestion, AdhdScore } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Alert, Button, HealthConsentPrompt, needsHealthConsent, Stack } from '@steady/ui';
import { QuestionStepper } from '../../../shared/components/QuestionStepper';
import { inLanguage } from '../../../shared/in-language';
import { scoreAdhdAnswersUnsaved, submitAdhdAnswers } from '../api/adhd-test-api';
import { useAdhdProgress } from '../hooks/use-adhd-progress';
import { UnsavedScore } from './UnsavedScore';

interface AdhdQuestionnaireProps {
  /** Whose answers these are: progress is kept per user. */
  userId: string;
  /** The scale the questions are scored on: saved progress belongs to one scale. */
  scaleVersion: number;
  questions: readonly AdhdQuestion[];
}

type Problem = 'answerAll' | 'submitFailed';

const problemMessages: Record<Problem, string> = {
  answerAll: 'adhdTest.answerAll',
  submitFailed: 'adhdTest.submitError',
};

/**
 * The test itself, question by question, for a signed-in user; submitting opens the result page. Without
 * consent to store health data the answers can still be scored, shown here and kept nowhere.
 */
export function AdhdQuestionnaire({ userId, scaleVersion, questions }: AdhdQuestionnaireProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [language] = useLanguage();
  const progress = useAdhdProgress(userId, scaleVersion, questions);
  // Shown once, for progress brought back after a reload, so the user knows why they are mid-test.
  const [resumed] = useState(() => Object.keys(progress.answers).length > 0);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [consentNeeded, setConsentNeeded] = useState<unknown>(null);
  const [unsaved, setUnsaved] = useState<AdhdScore | null>(null);

  const { index, answers } = progress;
  const question = questions[index];
  const translation = question && inLanguage(question.translations, language);
  if (!question || !translation) return null;

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

  return (
    <Stack $gap={4}>
      {resumed && (
        <Alert tone="info">
          <FormattedMessage id="adhdTest.resumed" />
        </Alert>
      )}
      <QuestionStepper
        question={{ id: question.id, title: translation.title, answers: translation.answers }}
        progress={{ current: index + 1, total: questions.length }}
        value={answers[question.id]}
        onAnswer={(value) => {
          progress.answer(question.id, value);
          setProblem(null);
        }}
        onPrevious={index > 0 ? () => progress.goTo(index - 1) : undefined}
        onNext={index < questions.length - 1 ? () => progress.goTo(index + 1) : undefined}
        finishLabel={intl.formatMessage({ id: submitting ? 'adhdTest.submitting' : 'adhdTest.submit' })}
        onFinish={() => void submit()}
        finishing={submitting}
      />
      {problem && (
        <Alert tone="error">
          <FormattedMessage id={problemMessages[problem]} />
        </Alert>
      )}
      {unsaved && <UnsavedScore result={unsaved} />}
      <HealthConsentPrompt
        error={consentNeeded}
        onGranted={() => {
          setConsentNeeded(null);
          void submit();
        }}
        alternative={
          unsaved === null && (
            <Button
              type="button"
              $variant="secondary"
              disabled={submitting}
              onClick={() => void scoreWithoutSaving()}
            >
              <FormattedMessage id="adhdTest.scoreWithoutSaving" />
            </Button>
          )
        }
      />
    </Stack>
  );
}
