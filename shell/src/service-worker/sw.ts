/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRuntimeCaching, remoteEntryStrategy, remoteManifestUrls } from './caching';
import { handleNotificationClick, handleNotificationClose, handlePush } from './push-notifications';
import { registerRemoteFiles } from './remote-files';
import { skipWaitingMessage } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The shell, listed by the build. The remotes' files (the guided tools among them) are kept
// once used, or all at once when the reader asks: a first visit downloads the page in front of the reader.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRemoteFiles();
registerRuntimeCaching();

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(
      remoteManifestUrls.map((url) => remoteEntryStrategy.handleAll({ event, request: new Request(url) })[1]),
    ).catch(() => undefined),
  );
});

// The first worker controls the open page at once (nothing to switch from); a new version waits until the
// reader chooses to reload (the page's update prompt sends this message), never mid-exercise.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === skipWaitingMessage) void self.skipWaiting();
});

self.addEventListener('push', (event) => handlePush(self, event));
self.addEventListener('notificationclick', (event) => handleNotificationClick(self, event));
self.addEventListener('notificationclose', (event) => handleNotificationClose(self, event));
