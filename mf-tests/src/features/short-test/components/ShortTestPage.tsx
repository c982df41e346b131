import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '@steady/app-frame';
import { Alert, Lead, Page, PageTitle, Skeleton, Stack } from '@steady/ui';
import { QuestionStepper } from '../../../shared/components/QuestionStepper';
import { useShortTest } from '../hooks/use-short-test';
import { ShortTestResult } from './ShortTestResult';

/** `/short-test`: open to everyone; ends with a link to the matching recommendations page. */
export function ShortTestPage() {
  const intl = useIntl();
  const [language] = useLanguage();
  const test = useShortTest(language);
  const { phase, questions } = test;
  const finishLabel = intl.formatMessage({ id: test.scoring ? 'shortTest.scoring' : 'shortTest.showResult' });

  function answeringStep() {
    if (questions.status === 'loading') return <Skeleton $height="20rem" />;
    if (questions.status === 'failed') {
      return (
        <Alert tone="error">
          <FormattedMessage id="shortTest.loadError" />
        </Alert>
      );
    }
    const list = questions.data.questions;
    const question = list[test.index];
    if (!question) return null;
    return (
      <QuestionStepper
        question={question}
        progress={{ current: test.index + 1, total: list.length }}
        value={test.answers[question.id]}
        onAnswer={(answerId) => test.answer(question.id, answerId)}
        onPrevious={test.index > 0 ? () => test.goTo(test.index - 1) : undefined}
        onNext={test.index < list.length - 1 ? () => test.goTo(test.index + 1) : undefined}
        finishLabel={finishLabel}
        onFinish={test.showResult}
        finishing={test.scoring}
      />
    );
  }

  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="shortTest.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="shortTest.lead" />
      </Lead>
      <Stack $gap={4}>
        {phase.name === 'answering' && answeringStep()}
        {phase.name === 'tieBreaker' && (
          <>
            <Alert tone="info">
              <FormattedMessage
                id="shortTest.tieBreaker.lead"
                values={{
                  states: intl.formatList(
                    phase.candidates.map((mood) => intl.formatMessage({ id: `mood.${mood}` })),
                    { type: 'conjunction' },
                  ),
                }}
              />
            </Alert>
            <QuestionStepper
              question={phase.question}
              value={test.tieBreakerAnswer}
              onAnswer={test.answerTieBreaker}
              onPrevious={test.backToQuestions}
              finishLabel={finishLabel}
              onFinish={test.decideTie}
              finishing={test.scoring}
              focusOnMount
            />
          </>
        )}
        {phase.name === 'result' && <ShortTestResult state={phase.state} onRestart={test.restart} />}
        {test.scoreFailed && (
          <Alert tone="error">
            <FormattedMessage id="shortTest.scoreError" />
          </Alert>
        )}
      </Stack>
    </Page>
  );
}
