import { authChannel, noSubscription, ownedSubscription } from './channels';

/**
 * The subscription channel starts from what the signed-in profile says (so promo cards and locked
 * items are right on every remote from the first screen) and is cleared when the session ends, so a
 * next user on the device never inherits premium. mf-account refines it with the full status. While the
 * channel holds only the profile's guess made without billing (`checking`), a newer profile replaces it.
 */
export function followAuthWithSubscription(): () => void {
  let previousUserId: string | null = null;
  return authChannel.subscribe(({ user }) => {
    if (!user) {
      previousUserId = null;
      ownedSubscription.set(noSubscription);
      return;
    }
    if (user.id === previousUserId && ownedSubscription.channel.get().checking !== true) return;
    previousUserId = user.id;
    ownedSubscription.set({
      status: user.subscription_status,
      cancelAtPeriodEnd: user.subscription_status === 'cancelPending',
      currentPeriodEnd: null,
      ...(user.subscription_checking === true ? { checking: true } : {}),
    });
  });
}
