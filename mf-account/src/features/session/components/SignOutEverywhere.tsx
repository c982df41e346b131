import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { logOutEverywhere } from '@steady/api-client';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';

/** On /profile: ends every session of the account (issue 14), e.g. after signing in on a lost phone. */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const submission = useFormSubmission();
  const pending = submission.pending;

  const signOutEverywhere = async () => {
    if (await submission.submit(logOutEverywhere)) navigate('/', { replace: true });
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
        {submission.failure !== null && (
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
