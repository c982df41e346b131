import { authChannel, premiumAccess, subscriptionChannel, useChannel } from '@steady/bus';
import { completionXpOnPlan } from '@steady/domain';

/** What one focus session pays this viewer: with the Premium bonus for a subscriber, as the catalogue says. */
export function useSessionXp(techniqueXp: number): number {
  const { user } = useChannel(authChannel);
  const subscription = useChannel(subscriptionChannel);
  return completionXpOnPlan(techniqueXp, user !== null && premiumAccess(subscription) === 'premium');
}
