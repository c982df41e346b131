import { authChannel, hasPremium, subscriptionChannel, useChannel } from '@steady/bus';

/** Check-ins are saved in the premium journal, so they are offered to premium users only. */
export function useJournalAccess(): boolean {
  const auth = useChannel(authChannel);
  const subscription = useChannel(subscriptionChannel);
  return auth.isAuthenticated && auth.user !== null && hasPremium(subscription);
}
