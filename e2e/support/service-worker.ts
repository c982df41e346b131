import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Waits until the page is controlled by an active worker that has precached the app. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Delivers push messages to the page's service worker the way DevTools does, through its protocol. */
export async function pushToServiceWorker(context: BrowserContext, page: Page, origin: string) {
  const session = await context.newCDPSession(page);
  // The registration's id, as DevTools knows it: announced once the ServiceWorker domain is enabled.
  const registrationId = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  const id = await registrationId;
  return (data: string) =>
    session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
}

/**
 * Clicks the shown notification the only way a test can: a `notificationclick` dispatched in the service
 * worker with the notification it shows (`action`: the button clicked; empty: the notification itself).
 * Such an event is not the user's, so Chromium refuses it focus() and openWindow() ("Not allowed to focus
 * a window." / "Not allowed to open a window."); what the handler does besides runs as on a real click.
 * Resolves with how each step it waited for ended.
 */
export async function clickShownNotification(context: BrowserContext, action = ''): Promise<string[]> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker is running');
  return worker.evaluate(async (action) => {
    // The worker's own globals, named here in DOM terms (this program is not typed as a worker).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification is shown');
    const event = new scope.NotificationEvent('notificationclick', { notification, action });
    // waitUntil belongs to events the browser sends; this one's steps are collected instead.
    const steps: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (step: Promise<unknown>) => steps.push(step) });
    scope.dispatchEvent(event);
    return (await Promise.allSettled(steps)).map((step) =>
      step.status === 'fulfilled' ? 'done' : String(step.reason),
    );
  }, action);
}

/**
 * Waits until the worker holds every file of the apps the page has used (it keeps an app's other files in the
 * background once a page used one), as a reader who goes offline a while later finds them.
 */
export async function appsUsedAreKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return new Promise<boolean>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event: MessageEvent<{ keeping: boolean; keptBytes: number } | null>) =>
              resolve(event.data !== null && !event.data.keeping && event.data.keptBytes > 0);
            registration.active?.postMessage({ type: 'steady-offline-status' }, [channel.port2]);
          });
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}
