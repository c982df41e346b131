import { createChannel } from '@steady/bus';
import { skipWaitingMessage } from '../../../service-worker/messages';
import { keepWhatThisPageUsed } from '../../offline';

/** A new version's worker, installed and waiting for the reader to choose to reload. */
const ownedWaitingWorker = createChannel<ServiceWorker | null>('waitingWorker', null);
export const waitingWorker = ownedWaitingWorker.channel;

/** A worker that installed while another controls the page is an update (the first install is not). */
function offerWhenInstalled(worker: ServiceWorker) {
  const offer = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) ownedWaitingWorker.set(worker);
  };
  offer();
  worker.addEventListener('statechange', offer);
}

/**
 * Registers /sw.js once the page has loaded (it never competes with the first load), and watches for a new
 * version so the page can offer it instead of switching under the reader.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(
      // Browser automation that blocks workers resolves with no registration at all.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return;
        void navigator.serviceWorker.ready.then(keepWhatThisPageUsed);
        if (registration.waiting) offerWhenInstalled(registration.waiting);
        registration.addEventListener('updatefound', () => {
          if (registration.installing) offerWhenInstalled(registration.installing);
        });
      },
      // No worker (an old browser setting, a blocked scope): the app works online as before.
      () => undefined,
    );
  // The app's code starts after its first chunk arrives, often after the page's load event has passed.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** The reader chose to reload: the waiting version takes over, then the page loads again under it. */
export function reloadIntoWaitingVersion(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: skipWaitingMessage });
}
