/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRuntimeCaching, remoteEntryStrategy, remoteEntryUrls } from './caching';
import { handleNotificationClick, handleNotificationClose, handlePush } from './push-notifications';
import { skipWaitingMessage } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The shell, every remote's chunks (the guided tools among them) and the icons, listed by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRuntimeCaching();

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(
      remoteEntryUrls.map((url) => remoteEntryStrategy.handleAll({ event, request: new Request(url) })[1]),
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
