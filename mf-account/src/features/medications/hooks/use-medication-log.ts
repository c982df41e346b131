import { useCallback } from 'react';
import type { WriteOutcome } from '@steady/api-client';
import { useResource, useSavedOfflineNotice } from '@steady/app-frame';
import { fetchMedicationLog } from '../api/medications-api';

/**
 * The user's medication log, and `write`, which sends one change and then reads the log again (a count
 * and a refill reminder move on the server). Offline, the change is kept on the device and sent later.
 * A refused write rejects, so the form that sent it can say why.
 */
export function useMedicationLog(userId: string) {
  const announceSavedOffline = useSavedOfflineNotice();
  const loaded = useResource(`medications:${userId}`, fetchMedicationLog);
  const { retry } = loaded;
  const write = useCallback(
    async (send: () => Promise<WriteOutcome<unknown>>): Promise<void> => {
      const outcome = await send();
      if (outcome.status === 'savedOffline') announceSavedOffline();
      else retry();
    },
    [announceSavedOffline, retry],
  );
  return { loaded, write };
}
