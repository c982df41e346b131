import { startSendingQueuedWrites } from '@steady/api-client';
import { restoreUserStateAndFollowAuth } from './channel';
import { followQueuedCompletions } from './queued-completions';

let started = false;

/**
 * Restores this device's userState, keeps saving it, and follows the session (clearing an account's copy
 * when it ends). Writes kept on this device (offline, or refused because the session ended) go out now,
 * when the connection returns and after their user signs in. The app's bootstrap calls it right after
 * startBus; later calls do nothing, since the shell and every remote share this package.
 */
export function startUserState(): void {
  if (started) return;
  started = true;
  restoreUserStateAndFollowAuth();
  followQueuedCompletions();
  startSendingQueuedWrites();
}
