import { useIntl } from 'react-intl';
import { Alert, Button, Row } from '@steady/ui';
import type { Completion } from '../hooks/use-completion';

/** Only a failed save needs words here; success is the completion notice (a toast). */
export function CompletionFeedback({ completion }: { completion: Completion }) {
  const intl = useIntl();
  if (completion.status !== 'failed') return null;
  return (
    <Alert tone="error">
      <Row>
        <span>
          {intl.formatMessage({ id: 'tool.completionFailed' })} {completion.errorMessage}
        </span>
        {completion.retry && (
          <Button $variant="secondary" onClick={completion.retry}>
            {intl.formatMessage({ id: 'tool.completionRetry' })}
          </Button>
        )}
      </Row>
    </Alert>
  );
}
