import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { controlledByServiceWorker } from '../support/service-worker';

test.use({ serviceWorkers: 'allow' });

/** Delivers push messages to the page's service worker the way DevTools does, through its protocol. */
async function pushToServiceWorker(context: BrowserContext, page: Page, origin: string) {
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
 * worker with the notification it shows. Such an event is not the user's, so Chromium refuses it focus()
 * and openWindow() ("Not allowed to focus a window." / "Not allowed to open a window."); what the handler
 * does besides runs as on a real click. Resolves with how each step it waited for ended.
 */
async function clickShownNotification(context: BrowserContext): Promise<string[]> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker is running');
  return worker.evaluate(async () => {
    // The worker's own globals, named here in DOM terms (this program is not typed as a worker).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification is shown');
    const event = new scope.NotificationEvent('notificationclick', { notification });
    // waitUntil belongs to events the browser sends; this one's steps are collected instead.
    const steps: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (step: Promise<unknown>) => steps.push(step) });
    scope.dispatchEvent(event);
    return (await Promise.allSettled(steps)).map((step) =>
      step.status === 'fulfilled' ? 'done' : String(step.reason),
    );
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, icon, data }) => ({
      title,
      body,
      icon,
      data: data as unknown,
    }));
  });

test('a reminder pushed to the service worker shows its notification, whose click takes Steady to the suggested technique', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/');
  await controlledByServiceWorker(page);
  const push = await pushToServiceWorker(context, page, origin);

  // A message that is not the reminder contract shows nothing; the reminder after it shows alone.
  await push('not a reminder');
  await push(
    JSON.stringify({
      title: 'Time for a breather',
      body: 'Two calm minutes of breathing.',
      url: '/techniques/breathing',
    }),
  );

  await expect.poll(() => shownNotifications(page)).toHaveLength(1);
  expect((await shownNotifications(page))[0]).toEqual({
    title: 'Time for a breather',
    body: 'Two calm minutes of breathing.',
    icon: `${origin}/icons/icon-192.png`,
    data: { url: `${origin}/techniques/breathing` },
  });

  // The click takes the open Steady window to the suggested technique and closes the notification. The
  // focus it also asks for, and a new window when none is open, need a real click (unit-tested).
  expect(await clickShownNotification(context)).toEqual([
    'InvalidAccessError: Not allowed to focus a window.',
  ]);
  await expect(page).toHaveURL(`${origin}/techniques/breathing`);
  await expect(page.getByRole('region', { name: 'Breath loop' })).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);
});
