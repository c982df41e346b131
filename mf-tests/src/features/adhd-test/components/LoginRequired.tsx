import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { ReturnState } from '@steady/contracts';
import { Alert, ButtonLink, Row, Stack } from '@steady/ui';

/** Guests may read about the test; answering it needs an account. */
export function LoginRequired() {
  const { pathname } = useLocation();
  // After signing in or registering, the user is back here to take the test.
  const returnHere: ReturnState = { from: pathname };
  return (
    <Stack $gap={3}>
      <Alert tone="info">
        <FormattedMessage id="adhdTest.loginRequired" />
      </Alert>
      <Row>
        <ButtonLink to="/login" state={returnHere}>
          <FormattedMessage id="adhdTest.login" />
        </ButtonLink>
        <ButtonLink to="/register" $variant="secondary" state={returnHere}>
          <FormattedMessage id="adhdTest.register" />
        </ButtonLink>
      </Row>
    </Stack>
  );
}
