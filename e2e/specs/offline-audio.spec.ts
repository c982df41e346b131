import type { Page } from '@playwright/test';
import { offlineAudioCacheNames } from '@steady/contracts';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { audioPeak, installAudioProbe } from '../support/audio-probe';
import { expect, test } from '../support/fixtures';
import { appsUsedAreKept, controlledByServiceWorker } from '../support/service-worker';

test.use({ serviceWorkers: 'allow' });

/** How many tracks the service worker keeps from what was played. */
const playedTracksOnDevice = (page: Page) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).length,
    offlineAudioCacheNames.played,
  );

async function playUntilHeard(page: Page) {
  const player = page.locator('[data-audio-player]');
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player).toHaveAttribute('data-audio-status', 'playing');
  // Sound really reaches the speakers: the file was decoded and is playing, not a button that changed state.
  await expect.poll(() => audioPeak(page), { timeout: 15_000 }).toBeGreaterThan(0.001);
  await expect(player.getByRole('alert')).toHaveCount(0);
}

test('a track played online plays again offline, seeking included', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string);
  await installAudioProbe(page);
  await openSignedIn(page, account.token, '/audio');
  await controlledByServiceWorker(page);
  // A returning reader: the page's answers (the catalogue) now pass through the worker.
  await page.reload();
  const player = page.locator('[data-audio-player]');
  await expect(player.getByText('Available offline')).toHaveCount(0);
  // Keeping a track for good is Premium's; a free listener's played tracks are kept up to the cap.
  await expect(page.getByRole('button', { name: 'Keep offline' })).toHaveCount(0);

  await playUntilHeard(page);
  await expect.poll(() => playedTracksOnDevice(page)).toBe(1);
  await player.getByRole('button', { name: 'Stop' }).click();
  await expect(player.getByText('Available offline')).toBeVisible();
  const file = await page.evaluate(
    async (name) => (await (await caches.open(name)).keys())[0]?.url ?? '',
    offlineAudioCacheNames.played,
  );

  await appsUsedAreKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(player.getByText('Available offline')).toBeVisible();
  await playUntilHeard(page);

  // An audio element asks for ranges: they are cut from the stored file.
  const range = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    return {
      status: response.status,
      contentRange: response.headers.get('Content-Range'),
      length: (await response.arrayBuffer()).byteLength,
    };
  }, file);
  expect(range).toMatchObject({ status: 206, length: 100 });
  expect(range.contentRange).toMatch(/^bytes 100-199\/\d+$/);
  await context.setOffline(false);
});

test('Premium keeps a track on the device without playing it, plays it offline and removes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string);
  await subscribeOnLocalCheckout(request, baseURL as string, account.token);
  await installAudioProbe(page);
  await openSignedIn(page, account.token, '/audio');
  await controlledByServiceWorker(page);
  await page.reload();
  const player = page.locator('[data-audio-player]');
  await page.getByLabel('Calming audio for').selectOption('overwhelm');
  await player.getByRole('button', { name: 'Keep offline' }).click();
  await expect(player.getByText('Available offline')).toBeVisible();
  await expect(player.getByRole('button', { name: 'Remove from device' })).toBeVisible();

  await appsUsedAreKept(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Calming audio for').selectOption('overwhelm');
  await expect(player.getByText('Available offline')).toBeVisible();
  await playUntilHeard(page);

  await player.getByRole('button', { name: 'Stop' }).click();
  await player.getByRole('button', { name: 'Remove from device' }).click();
  await expect(player.getByRole('button', { name: 'Keep offline' })).toBeVisible();
  await expect(player.getByText('Available offline')).toHaveCount(0);
  await context.setOffline(false);
});
