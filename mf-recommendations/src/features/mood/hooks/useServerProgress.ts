import { useEffect } from 'react';
import { apiRequest } from '@steady/api-client';
import { progressSchema, type Progress } from '@steady/contracts';
import { userStateActions, userStateChannel } from '@steady/user-state';

const sameProgress = (one: Progress, other: Progress) => JSON.stringify(one) === JSON.stringify(other);

/**
 * A signed-in user's progress is the server's; the device's copy may be older (XP earned on another
 * device). The state page asks once when it opens and takes the server's figures when they differ.
 */
export function useServerProgress(): void {
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('/user/progress', { schema: progressSchema, signal: controller.signal }).then(
      (progress) => {
        if (!sameProgress(progress, userStateChannel.get().progress))
          userStateActions.replaceProgress(progress);
      },
      // Unreachable or refused: the device's figures stay, as they were before the page asked.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
}
