import { FormattedMessage } from 'react-intl';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { Alert, Button, Stack } from '@steady/ui';
import { useKeepSubscription } from '../hooks/use-keep-subscription';

/** "Keep Premium" for a subscription set to cancel: one tap, on the profile itself. */
export function KeepSubscription({ onKept }: { onKept: (subscription: SubscriptionStatusResponse) => void }) {
  const { keep, pending, failed } = useKeepSubscription(onKept);
  return (
    <Stack>
      <div>
        <Button $variant="secondary" disabled={pending} onClick={() => void keep()}>
          <FormattedMessage id={pending ? 'subscription.keepPremium.pending' : 'subscription.keepPremium'} />
        </Button>
      </div>
      {failed && (
        <Alert tone="error">
          <FormattedMessage id="subscription.error.keep" />
        </Alert>
      )}
    </Stack>
  );
}
