import { FormattedMessage } from 'react-intl';
import { Alert, ButtonLink, Row, Stack } from '@steady/ui';

/** Guests may read about the test; answering it needs an account (DESIGN §5). */
export function LoginRequired() {
  return (
    <Stack $gap={3}>
      <Alert tone="info">
        <FormattedMessage id="adhdTest.loginRequired" />
      </Alert>
      <Row>
        <ButtonLink to="/login">
          <FormattedMessage id="adhdTest.login" />
        </ButtonLink>
        <ButtonLink to="/register" $variant="secondary">
          <FormattedMessage id="adhdTest.register" />
        </ButtonLink>
      </Row>
    </Stack>
  );
}
