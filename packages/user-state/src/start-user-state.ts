import { restoreUserStateAndFollowAuth } from './channel';
import { sendPendingCompletionsOnSignIn } from './pending-completions';

let started = false;

/**
 * Restores this device's userState, keeps saving it, and follows the session (clearing an account's copy
 * when it ends, sending kept completions after a sign-in). The app's bootstrap calls it right after
 * startBus; later calls do nothing, since the shell and every remote share this package.
 */
export function startUserState(): void {
  if (started) return;
  started = true;
  restoreUserStateAndFollowAuth();
  sendPendingCompletionsOnSignIn();
}
