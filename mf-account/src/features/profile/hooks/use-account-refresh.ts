import { useEffect, useState } from 'react';
import { loadProfile } from '@steady/api-client';
import { authCommands } from '@steady/bus';
import { userStateActions } from '@steady/user-state';
import { fetchProgress } from '../../progress';

export type RefreshState = 'loading' | 'ready' | 'failed';

/**
 * Reloads the profile (the subscription may have changed since sign-in) and the server's progress when
 * the profile opens. What the device already knows stays on screen meanwhile; a failure is reported,
 * and a 401 sends the browser to /login through the API client.
 */
export function useAccountRefresh(): RefreshState {
  const [state, setState] = useState<RefreshState>('loading');
  useEffect(() => {
    let current = true;
    Promise.all([loadProfile(), fetchProgress()]).then(
      ([user, progress]) => {
        if (!current) return;
        authCommands.userReplaced(user);
        userStateActions.replaceProgress(progress);
        setState('ready');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
