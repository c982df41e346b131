import { authChannel, ownedTheme } from './channels';

/**
 * A theme saved on the account wins over this device's, so every device of a premium user looks the same
 * once signed in; signing out keeps the device's current look.
 */
export function followAuthWithTheme(): () => void {
  return authChannel.subscribe(({ user }) => {
    if (user?.theme) ownedTheme.set(user.theme);
  });
}
