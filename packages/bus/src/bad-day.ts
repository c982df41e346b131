import type { BadDayState } from '@steady/contracts';
import { authChannel } from './channels';
import { createChannel } from './channel';

/**
 * "Today is hard": until when it lasts (null: off). A guest's lives on this device only (localStorage,
 * see startBus); a signed-in user's follows the account (followAuthWithBadDay), so every device agrees.
 */
export const ownedBadDay = createChannel<BadDayState>('badDay', { until: null });
export const badDayChannel = ownedBadDay.channel;

/** The home page's and the profile's switch report the mode they turned on or off. */
export const badDayCommands = {
  changed: (state: BadDayState) => ownedBadDay.set(state),
};

/** The mode kept on the account wins over this device's once signed in; signing out keeps the device's. */
export function followAuthWithBadDay(): () => void {
  return authChannel.subscribe(({ isAuthenticated, user }) => {
    if (isAuthenticated && user && user.badDayUntil !== undefined) {
      ownedBadDay.set({ until: user.badDayUntil });
    }
  });
}
