import { useIntl } from 'react-intl';
import { Alert, Button, Row, useErrorMessage } from '@steady/ui';
import type { CompletionOutcome } from '../session/run-completion';

/** Only a failed save needs words here; success is the completion notice (a toast). */
export function CompletionFeedback({
  outcome,
  onRetry,
}: {
  outcome: CompletionOutcome | null;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const describeError = useErrorMessage();
  if (outcome?.status !== 'failed') return null;
  return (
    <Alert tone="error">
      <Row>
        <span>
          {intl.formatMessage({ id: 'tool.completionFailed' })} {describeError(outcome.error)}
        </span>
        <Button $variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'tool.completionRetry' })}
        </Button>
      </Row>
    </Alert>
  );
}
