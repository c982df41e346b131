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

declare const self: ServiceWorkerGlobalScope & { __STEADY_REMOTE_FILES: RemoteFile[] };

/** This build's remote files, by address: the build writes the list in place of the name. */
const remoteFiles = new Map(
  self.__STEADY_REMOTE_FILES.map((file) => [new URL(file.url, self.location.origin).href, file.bytes]),
);

/** `/remotes/<name>/…`: the app a file belongs to. */
const remoteOf = (url: string) => new URL(url).pathname.split('/')[2] ?? '';

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

const keptRemotes = new Set<string>();

/**
 * A page used one of an app's files: the app's other files follow (its tools' later steps, a result screen,
 * another language), so what was used once still works offline to its end.
 */
function keepAppsOf(urls: string[]): Promise<void> {
  const apps = new Set(urls.filter((url) => remoteFiles.has(url)).map(remoteOf));
  const newApps = [...apps].filter((app) => !keptRemotes.has(app));
  newApps.forEach((app) => keptRemotes.add(app));
  return keep([...remoteFiles.keys()].filter((url) => newApps.includes(remoteOf(url))));
}

// Their names hold their content's hash: a kept copy is never stale, so it is served without asking.
const remoteFileStrategy = new CacheFirst({
  cacheName: remoteFilesCacheName,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    { cacheDidUpdate: async ({ request }) => keepAppsOf([request.url]) },
  ],
});

async function status(): Promise<OfflineAppStatus> {
  const kept = new Set((await (await caches.open(remoteFilesCacheName)).keys()).map(({ url }) => url));
  let keptBytes = 0;
  let totalBytes = 0;
  for (const [url, bytes] of remoteFiles) {
    totalBytes += bytes;
    if (kept.has(url)) keptBytes += bytes;
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
  if (message.type === 'steady-keep-files') return keepAppsOf(message.urls);
  if (message.type === 'steady-keep-everything') await keep([...remoteFiles.keys()]);
  event.ports[0]?.postMessage(await status());
}

const offlineAppMessageTypes = new Set<unknown>([
  'steady-keep-files',
  'steady-offline-status',
  'steady-keep-everything',
]);

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
