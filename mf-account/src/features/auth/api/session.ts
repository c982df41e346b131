import { loadProfile, sessionEndedNotice } from '@steady/api-client';
import { authCommands } from '@steady/bus';
import type { User } from '@steady/contracts';
import { userStateActions } from '@steady/user-state';
import { fetchProgress } from '../../progress';

/**
 * Spec §7's login flow, shared by login, register and the Google callback: the token is stored, then the
 * profile is fetched; when the profile cannot be loaded the token is removed again.
 */
export async function completeSignIn(token: string): Promise<User> {
  authCommands.signInStarted(token);
  try {
    const user = await loadProfile();
    authCommands.signedIn(user, token);
    sessionEndedNotice.clear();
    return user;
  } catch (error) {
    authCommands.signedOut();
    throw error;
  }
}

/**
 * A signed-in user's XP and level are the server's: the local userState mirrors them. Best effort: the
 * sign-in has succeeded either way, and the profile page loads the progress again.
 */
export async function mirrorServerProgress(): Promise<void> {
  try {
    userStateActions.replaceProgress(await fetchProgress());
  } catch {
    // The local copy stays as it was until the next successful load.
  }
}
