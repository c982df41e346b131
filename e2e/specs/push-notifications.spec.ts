import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  clickShownNotification,
  controlledByServiceWorker,
  pushToServiceWorker,
} from '../support/service-worker';

test.use({ serviceWorkers: 'allow' });

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
