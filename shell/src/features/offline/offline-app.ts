import type { OfflineAppMessage, OfflineAppStatus } from '@steady/contracts/offline-app';

/** The active worker's answer on a port; null without a worker (blocked, unsupported) or when it failed. */
async function askWorker(message: OfflineAppMessage): Promise<OfflineAppStatus | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active;
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<OfflineAppStatus | null>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/** How much of Steady this device holds for offline use. */
export const offlineAppStatus = () => askWorker({ type: 'steady-offline-status' });

/** Keeps every page and tool on the device now; answers what it then holds. */
export const keepEverythingOffline = () => askWorker({ type: 'steady-keep-everything' });

/** Chromium's Network Information API, where the browser has it. */
type Connection = { type?: string; saveData?: boolean };

/** Only a connection the browser names as Wi-Fi or wired counts: a phone's data plan is never spent unasked. */
function onUnmeteredConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return (connection?.type === 'wifi' || connection?.type === 'ethernet') && !connection.saveData;
}

/**
 * Once the worker is active: the files this page loaded before the worker controlled it (a first visit) are
 * kept too, so the page opened first works offline; on Wi-Fi or a cable, the rest follows when the browser is
 * idle.
 */
export async function keepWhatThisPageUsed(registration: ServiceWorkerRegistration): Promise<void> {
  const loaded = performance
    .getEntriesByType('resource')
    .map(({ name }) => name)
    .filter((url) => url.startsWith(`${window.location.origin}/remotes/`));
  registration.active?.postMessage({ type: 'steady-keep-files', urls: loaded } satisfies OfflineAppMessage);
  if (onUnmeteredConnection()) {
    window.requestIdleCallback(() => void keepEverythingOffline(), { timeout: 60_000 });
  }
}
