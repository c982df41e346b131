import { offlineAudioCacheNames, offlineAudioKey } from '@steady/contracts';
import { freshestAddress } from '../engine/signed-addresses';

/** Where a track stands on this device: played before (kept until the cap), or kept by the reader. */
export interface OfflineTrackState {
  readonly available: boolean;
  readonly kept: boolean;
}

export const noOfflineCopy: OfflineTrackState = { available: false, kept: false };

/** The Cache API exists only in secure contexts (and not in every test environment). */
export const offlineAudioSupported = (): boolean => typeof caches !== 'undefined';

const keyOf = (file: string) => offlineAudioKey(file, window.location.origin);

export async function readOfflineTrack(file: string): Promise<OfflineTrackState> {
  if (!offlineAudioSupported()) return noOfflineCopy;
  const key = keyOf(file);
  const [kept, played] = await Promise.all([
    caches.open(offlineAudioCacheNames.kept).then((cache) => cache.match(key)),
    caches.open(offlineAudioCacheNames.played).then((cache) => cache.match(key)),
  ]);
  return { available: kept !== undefined || played !== undefined, kept: kept !== undefined };
}

/** Downloads the whole file into the kept tracks (the service worker plays it from there offline). */
export async function keepTrackOffline(file: string): Promise<void> {
  const response = await fetch(freshestAddress(file));
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').startsWith('audio/'))
    throw new Error(`The track could not be downloaded (${response.status})`);
  await (await caches.open(offlineAudioCacheNames.kept)).put(keyOf(file), response);
}

/** Removes every copy of the track from the device. */
export async function removeTrackFromDevice(file: string): Promise<void> {
  const key = keyOf(file);
  await Promise.all(
    Object.values(offlineAudioCacheNames).map(async (name) => (await caches.open(name)).delete(key)),
  );
}
