import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { logOutEverywhere } from '@steady/api-client';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';

/** On /profile: ends every session of the account (issue 14), e.g. after signing in on a lost phone. */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOutEverywhere = async () => {
    setPending(true);
    setFailed(false);
    try {
      await logOutEverywhere();
      navigate('/', { replace: true });
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <Card aria-labelledby="sessions-title">
      <Stack $gap={3}>
        <SectionTitle id="sessions-title">
          <FormattedMessage id="session.everywhere.title" />
        </SectionTitle>
        <p>
          <FormattedMessage id="session.everywhere.lead" />
        </p>
        {failed && (
          <Alert tone="error">
            <FormattedMessage id="session.everywhere.failed" />
          </Alert>
        )}
        <div>
          <Button
            $variant="secondary"
            onClick={() => void signOutEverywhere()}
            disabled={pending}
            aria-busy={pending}
          >
            <FormattedMessage id="session.everywhere.button" />
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
