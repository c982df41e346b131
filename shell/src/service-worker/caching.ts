/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { remoteNames } from '@steady/contracts/remotes';
import { registerAudioCaching } from './audio-caching';

export const cacheNames = {
  pages: 'steady-pages',
  remoteEntries: 'steady-remote-entries',
  content: 'steady-content',
} as const;

/** API answers that are the same for everyone (or per session, see below) and make the app usable offline. */
const contentApiPaths = [
  '/api/content',
  '/api/short-test',
  '/api/subscription/plan',
  '/api/audio/catalogue',
  '/api/audio-techniques',
  '/api/music',
  '/api/auth/providers',
];

/**
 * A premium reader's answers hold premium steps: cached under a key that names the session (a digest of the
 * token, never the token itself), so a signed-out reader on the same device never gets them.
 */
const keyedBySession: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const authorization = request.headers.get('Authorization');
    if (!authorization) return request;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const session = Array.from(new Uint8Array(digest).slice(0, 8), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    const url = new URL(request.url);
    url.searchParams.set('steady-session', session);
    return url.href;
  },
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** Remote manifests and entries name a remote's current build: the network first, so a deploy reaches users. */
export const remoteEntryStrategy = new NetworkFirst({
  cacheName: cacheNames.remoteEntries,
  networkTimeoutSeconds: 5,
  plugins: [okOnly],
});

const isRemoteEntry = (url: URL) =>
  url.pathname === '/remotes.json' ||
  url.pathname.endsWith('/mf-manifest.json') ||
  url.pathname.endsWith('/remoteEntry.js');

/**
 * The remotes map and each remote's manifest (a kilobyte each), fetched when the worker installs so the shell
 * knows every app offline; an app's entry is kept with its files, once used (remote-files.ts).
 */
export const remoteManifestUrls = [
  '/remotes.json',
  ...remoteNames.map((name) => `/remotes/${name}/mf-manifest.json`),
];

export function registerRuntimeCaching(): void {
  // Pages: the network first (a deploy is seen on the next load), the last copy when offline.
  registerRoute(
    ({ request }) => request.mode === 'navigate',
    new NetworkFirst({ cacheName: cacheNames.pages, networkTimeoutSeconds: 5, plugins: [okOnly] }),
  );
  registerRoute(({ url }) => isRemoteEntry(url), remoteEntryStrategy);
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      contentApiPaths.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`)),
    new StaleWhileRevalidate({
      cacheName: cacheNames.content,
      plugins: [
        okOnly,
        keyedBySession,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 }),
      ],
    }),
  );
  registerAudioCaching();
  // Everything else under /api is the reader's own data: never from a cache.
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/'),
    new NetworkOnly(),
  );

  // A page never opened before, offline: the app's own page, which routes on its own and says what needs the network.
  setCatchHandler(async ({ request }) => {
    if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
    return Response.error();
  });
}
