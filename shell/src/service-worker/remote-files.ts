/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  remoteFilesCacheName,
  type OfflineAppMessage,
  type OfflineAppStatus,
  type RemoteFile,
} from '@steady/contracts/offline-app';
import { cacheNames } from './caching';

declare const self: ServiceWorkerGlobalScope & { __STEADY_REMOTE_FILES: RemoteFile[] };

/** This build's remote files, by address: the build writes the list in place of the name. */
const remoteFiles = new Map(
  self.__STEADY_REMOTE_FILES.map((file) => [new URL(file.url, self.location.origin).href, file]),
);

/** `/remotes/<name>/…`: the app a file belongs to. */
const appOf = (url: string) => new URL(url).pathname.split('/')[2] ?? '';

/** An app's own files, without its copies of shared modules (the shell's run instead). */
const ownFilesOf = (apps: Set<string>) =>
  [...remoteFiles].filter(([url, file]) => !file.shared && apps.has(appOf(url))).map(([url]) => url);

let keepsUnderWay = 0;

/** Fetched one after another: a phone on mobile data keeps its connection for the page in front of it. */
async function keep(urls: Iterable<string>): Promise<void> {
  keepsUnderWay += 1;
  try {
    const cache = await caches.open(remoteFilesCacheName);
    for (const url of urls) {
      if (!remoteFiles.has(url) || (await cache.match(url))) continue;
      // The page's own copy in the HTTP cache serves it, when there is one: no second download.
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    }
  } finally {
    keepsUnderWay -= 1;
  }
}

const appsKept = new Set<string>();

/**
 * A page used these files: they are kept, and so are their apps' other files (a tool's later steps, a result
 * screen, the other language) and entries, so what was used once still works offline to its end.
 */
async function keepWithTheirApps(urls: string[]): Promise<void> {
  const used = urls.filter((url) => remoteFiles.has(url));
  const newApps = new Set(used.map(appOf).filter((app) => !appsKept.has(app)));
  newApps.forEach((app) => appsKept.add(app));
  // Its entry too (network first, like every page's): a first visit loaded it before the worker took control.
  const entries = await caches.open(cacheNames.remoteEntries);
  await Promise.all(
    [...newApps].map((app) => entries.add(`/remotes/${app}/remoteEntry.js`).catch(() => undefined)),
  );
  await keep([...used, ...ownFilesOf(newApps)]);
}

/** Every app's own files, and the shared copies a page has used: what this device needs offline. */
async function status(): Promise<OfflineAppStatus> {
  const kept = new Set((await (await caches.open(remoteFilesCacheName)).keys()).map(({ url }) => url));
  let keptBytes = 0;
  let totalBytes = 0;
  for (const [url, file] of remoteFiles) {
    if (file.shared && !kept.has(url)) continue;
    totalBytes += file.bytes;
    if (kept.has(url)) keptBytes += file.bytes;
  }
  return { keptBytes, totalBytes, keeping: keepsUnderWay > 0 };
}

/** A new version's worker drops the files only an earlier build named. */
async function dropOtherBuildsFiles(): Promise<void> {
  const cache = await caches.open(remoteFilesCacheName);
  const outdated = (await cache.keys()).filter(({ url }) => !remoteFiles.has(url));
  await Promise.all(outdated.map((request) => cache.delete(request)));
}

async function answer(event: ExtendableMessageEvent, message: OfflineAppMessage): Promise<void> {
  if (message.type === 'steady-keep-files') return keepWithTheirApps(message.urls);
  if (message.type === 'steady-keep-everything') {
    await keepWithTheirApps(ownFilesOf(new Set([...remoteFiles.keys()].map(appOf))));
  }
  event.ports[0]?.postMessage(await status());
}

const offlineAppMessageTypes = new Set<unknown>([
  'steady-keep-files',
  'steady-offline-status',
  'steady-keep-everything',
]);

// Their names hold their content's hash: a kept copy is never stale, so it is served without asking.
const remoteFileStrategy = new CacheFirst({
  cacheName: remoteFilesCacheName,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    { cacheDidUpdate: async ({ request }) => keepWithTheirApps([request.url]) },
  ],
});

export function registerRemoteFiles(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && remoteFiles.has(url.href),
    remoteFileStrategy,
  );
  self.addEventListener('activate', (event) => event.waitUntil(dropOtherBuildsFiles()));
  self.addEventListener('message', (event) => {
    const message = event.data as OfflineAppMessage | null;
    if (!offlineAppMessageTypes.has(message?.type)) return;
    event.waitUntil(
      answer(event, message as OfflineAppMessage).catch(() => event.ports[0]?.postMessage(null)),
    );
  });
}
