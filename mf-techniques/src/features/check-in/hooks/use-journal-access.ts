import { authChannel, subscriptionChannel, useChannel } from '@steady/bus';
import { premiumSubscriptionStatuses, type SubscriptionStatus } from '@steady/contracts';

const premiumStatuses: ReadonlySet<SubscriptionStatus> = new Set(premiumSubscriptionStatuses);

/** Check-ins are saved in the premium journal, so they are offered to premium users only. */
export function useJournalAccess(): boolean {
  const auth = useChannel(authChannel);
  const subscription = useChannel(subscriptionChannel);
  const user = auth.isAuthenticated ? auth.user : null;
  return (
    user !== null &&
    (premiumStatuses.has(subscription.status) || premiumStatuses.has(user.subscription_status))
  );
}
