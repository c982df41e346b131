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

test('a reminder pushed to the service worker shows its notification, which leads to the suggested technique', async ({
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
  // A click opens `data.url` (or takes an open Steady window there): handleNotificationClick, unit-tested
  // with the worker's own code, since no browser lets a test click a system notification.
  expect((await shownNotifications(page))[0]).toEqual({
    title: 'Time for a breather',
    body: 'Two calm minutes of breathing.',
    icon: `${origin}/icons/icon-192.png`,
    data: { url: `${origin}/techniques/breathing` },
  });
});
