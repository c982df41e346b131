import { FormattedMessage } from 'react-intl';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { Alert, Button, Stack } from '@steady/ui';
import { resumeSubscription } from '../api/subscription-api';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

/** "Resume now" while Premium is paused: one tap, Premium back at once. */
export function ResumeSubscription({
  onResumed,
}: {
  onResumed: (subscription: SubscriptionStatusResponse) => void;
}) {
  const { run, pending, failed } = useSubscriptionChange(resumeSubscription, onResumed);
  return (
    <Stack>
      <div>
        <Button disabled={pending} onClick={() => void run()}>
          <FormattedMessage id={pending ? 'subscription.resume.pending' : 'subscription.resume'} />
        </Button>
      </div>
      {failed && (
        <Alert tone="error">
          <FormattedMessage id="subscription.error.resume" />
        </Alert>
      )}
    </Stack>
  );
}
