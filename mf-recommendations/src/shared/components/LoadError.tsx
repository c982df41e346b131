import { FormattedMessage } from 'react-intl';
import { Alert, Button, ButtonLink, Row, Stack, useErrorMessage } from '@steady/ui';

/** Spec §8: a content load failure is an error alert with a way back (and a retry, since most are brief). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorMessage = useErrorMessage();
  return (
    <Stack>
      <Alert tone="error">
        <FormattedMessage id="load.failed" /> {errorMessage(error)}
      </Alert>
      <Row>
        <ButtonLink to="/" $variant="secondary">
          <FormattedMessage id="load.back" />
        </ButtonLink>
        <Button onClick={onRetry}>
          <FormattedMessage id="load.retry" />
        </Button>
      </Row>
    </Stack>
  );
}
