import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdhdQuestion } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Alert, Button, HealthConsentPrompt, Stack } from '@steady/ui';
import { QuestionStepper } from '../../../shared/components/QuestionStepper';
import { inLanguage } from '../../../shared/in-language';
import { useAdhdProgress } from '../hooks/use-adhd-progress';
import { problemMessages, useAdhdSubmission } from '../hooks/use-adhd-submission';
import { UnsavedScore } from './UnsavedScore';

interface AdhdQuestionnaireProps {
  /** Whose answers these are: progress is kept per user. */
  userId: string;
  /** The scale the questions are scored on: saved progress belongs to one scale. */
  scaleVersion: number;
  questions: readonly AdhdQuestion[];
}

/**
 * The test itself, question by question, for a signed-in user; submitting opens the result page. Without
 * consent to store health data the answers can still be scored, shown here and kept nowhere.
 */
export function AdhdQuestionnaire({ userId, scaleVersion, questions }: AdhdQuestionnaireProps) {
  const intl = useIntl();
  const [language] = useLanguage();
  const progress = useAdhdProgress(userId, scaleVersion, questions);
  // Shown once, for progress brought back after a reload, so the user knows why they are mid-test.
  const [resumed] = useState(() => Object.keys(progress.answers).length > 0);
  const {
    submitting,
    problem,
    setProblem,
    consentNeeded,
    setConsentNeeded,
    unsaved,
    submit,
    scoreWithoutSaving,
  } = useAdhdSubmission(questions, progress);

  const { index, answers } = progress;
  const question = questions[index];
  const translation = question && inLanguage(question.translations, language);
  if (!question || !translation) return null;

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
