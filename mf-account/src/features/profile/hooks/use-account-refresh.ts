import { loadProfile } from '@steady/api-client';
import { authCommands } from '@steady/bus';
import { useResource, type Resource } from '@steady/app-frame';
import { userStateActions } from '@steady/user-state';
import { fetchProgress } from '../../progress';

type RefreshState = Resource<void>['status'];

/** Reads both, and hands them on only while the profile that asked is still open. */
async function refreshAccount(signal: AbortSignal): Promise<void> {
  const [user, progress] = await Promise.all([loadProfile(), fetchProgress()]);
  if (signal.aborted) return;
  authCommands.userReplaced(user);
  userStateActions.replaceProgress(progress);
}

/**
 * Reloads the profile (the subscription may have changed since sign-in) and the server's progress when
 * the profile opens. What the device already knows stays on screen meanwhile; a failure is reported,
 * and a 401 sends the browser to /login through the API client.
 */
export function useAccountRefresh(): RefreshState {
  return useResource('account', refreshAccount).status;
}
