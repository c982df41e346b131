import { FormattedMessage } from 'react-intl';
import { Alert, Button, Stack, useErrorMessage } from '@steady/ui';

/** A page whose data did not arrive: what went wrong, and Try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorMessage = useErrorMessage();
  return (
    <Stack>
      <Alert tone="error">{errorMessage(error)}</Alert>
      <div>
        <Button onClick={onRetry}>
          <FormattedMessage id="history.retry" />
        </Button>
      </div>
    </Stack>
  );
}
