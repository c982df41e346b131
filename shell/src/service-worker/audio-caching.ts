/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { audioFilesPath, offlineAudioCacheNames, offlineAudioKey } from '@steady/contracts/offline-audio';

/** About an hour of listening (a file is 0.02–2 MB): enough for what a reader comes back to. */
const playedTracksKept = 40;

/**
 * One key per recording, whatever signature the address carries (see offlineAudioKey). A Request, not a
 * string: the plugins after it read the Range header from the key.
 */
const keyedByFileName: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    new Request(offlineAudioKey(request.url, self.location.origin), { headers: request.headers }),
};

/** A track the reader kept is served from its own cache, which the cap on played tracks never touches. */
const keptTracksFirst: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const kept = await caches.open(offlineAudioCacheNames.kept);
    return (await kept.match(request.url)) ?? null;
  },
};

/**
 * Audio files: from the device once played (or kept), so they play offline. Only a whole file (200) is
 * stored; a range an audio element asks for is cut from it, so seeking works offline too.
 */
const audioFileStrategy = new CacheFirst({
  cacheName: offlineAudioCacheNames.played,
  plugins: [
    keyedByFileName,
    new CacheableResponsePlugin({ statuses: [200] }),
    keptTracksFirst,
    new RangeRequestsPlugin(),
    // No age limit: the names hold the recording's hash, so an old copy is never a stale one.
    new ExpirationPlugin({ maxEntries: playedTracksKept }),
  ],
});

export function registerAudioCaching(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith(`${audioFilesPath}/`),
    audioFileStrategy,
  );
}
