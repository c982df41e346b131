import { useCallback, useEffect, useState } from 'react';
import {
  keepTrackOffline,
  noOfflineCopy,
  offlineAudioSupported,
  readOfflineTrack,
  removeTrackFromDevice,
  type OfflineTrackState,
} from '../api/offline-tracks';

interface OfflineTrack extends OfflineTrackState {
  readonly supported: boolean;
  readonly saving: boolean;
  readonly failed: boolean;
  keep(): void;
  remove(): void;
}

/**
 * The device's copy of one track. Read again whenever `playerStatus` changes: a track played for the first
 * time is stored by the service worker while it loads.
 */
export function useOfflineTrack(file: string, playerStatus: string): OfflineTrack {
  const [state, setState] = useState<OfflineTrackState>(noOfflineCopy);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    setState(await readOfflineTrack(file).catch(() => noOfflineCopy));
  }, [file]);

  useEffect(() => {
    void refresh();
  }, [refresh, playerStatus]);

  const keep = useCallback(() => {
    setSaving(true);
    setFailed(false);
    keepTrackOffline(file)
      .catch(() => setFailed(true))
      .finally(() => {
        setSaving(false);
        void refresh();
      });
  }, [file, refresh]);

  const remove = useCallback(() => {
    void removeTrackFromDevice(file)
      .catch(() => undefined)
      .then(refresh);
  }, [file, refresh]);

  return { ...state, supported: offlineAudioSupported(), saving, failed, keep, remove };
}
