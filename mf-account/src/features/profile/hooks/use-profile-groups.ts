import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { subscriptionChannel } from '@steady/bus';
import { premiumSubscriptionStatuses, type SubscriptionStatus, type User } from '@steady/contracts';

export type ProfileGroupId = 'progress' | 'badges' | 'premium' | 'account' | 'security' | 'data' | 'help';

/**
 * Statuses whose owner comes to the profile for the subscription, reminders or theme (overdue: to pay;
 * paused: to resume).
 */
const subscriberStatuses: ReadonlySet<SubscriptionStatus> = new Set([
  ...premiumSubscriptionStatuses,
  'past_due',
  'paused',
]);

/**
 * Which groups of /profile open with the page: progress always; "Premium, reminders and theme" for a
 * subscriber and on the return from checkout. A link to `#<group>` or to any element inside a group (for
 * example `#reminders-title`) opens that group and scrolls to it, also when followed on the page itself.
 */
export function useProfileGroups(user: User): ReadonlySet<ProfileGroupId> {
  const location = useLocation();
  const [initiallyOpen] = useState<ReadonlySet<ProfileGroupId>>(() => {
    const returningFromCheckout = new URLSearchParams(location.search).has('checkout');
    const subscriber =
      subscriberStatuses.has(user.subscription_status) ||
      subscriberStatuses.has(subscriptionChannel.get().status);
    return new Set<ProfileGroupId>(
      returningFromCheckout || subscriber ? ['progress', 'premium'] : ['progress'],
    );
  });

  useLayoutEffect(() => {
    const target = location.hash.slice(1);
    if (target === '') return;
    const element = document.getElementById(decodeURIComponent(target));
    const group = element?.closest('details');
    if (!element || !group) return;
    group.open = true;
    element.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  return initiallyOpen;
}
