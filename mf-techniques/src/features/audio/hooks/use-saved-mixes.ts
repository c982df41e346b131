import { useCallback, useState } from 'react';
import type { SaveMixRequest } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { deleteSavedMix, fetchSavedMixes, saveMix } from '../api/audio-api';

/** The signed-in user's saved mixes, kept by the content service; saving or deleting reloads the list. */
export function useSavedMixes(userKey: string) {
  const [version, setVersion] = useState(0);
  const mixes = useResource(`${userKey}|${version}`, fetchSavedMixes);
  const reload = useCallback(() => setVersion((count) => count + 1), []);

  const save = useCallback(
    async (mix: SaveMixRequest) => {
      await saveMix(mix);
      reload();
    },
    [reload],
  );

  const remove = useCallback(
    async (mixId: string) => {
      await deleteSavedMix(mixId);
      reload();
    },
    [reload],
  );

  return { mixes, save, remove };
}
