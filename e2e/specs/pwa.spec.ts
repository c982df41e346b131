import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import { appNames } from '@steady/contracts';
import { openSignedIn, registerAccount } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { controlledByServiceWorker } from '../support/service-worker';

test.use({ serviceWorkers: 'allow' });

const serviceWorkerFile = path.resolve(__dirname, '../../shell/dist/sw.js');

test('Steady is installable: its manifest passes Chromium’s installability checks', async ({ baseURL }) => {
  // A profile on disk, as a reader's browser has: Chromium never offers to install from an incognito window.
  const profile = mkdtempSync(path.join(tmpdir(), 'steady-install-'));
  const browser = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions(), baseURL });
  try {
    const page = await browser.newPage();
    await page.goto('/');
    await controlledByServiceWorker(page);
    const session = await browser.newCDPSession(page);
    const manifest = await session.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      short_name: 'Steady',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, home, a state page seen before, the short test and all eleven tools work; a page that needs the network says so', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await controlledByServiceWorker(page);
  await page.goto('/recommendations/anxiety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anxiety');
  await page.waitForLoadState('networkidle');
  await page.goto('/short-test');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Anxiety', exact: true })).toBeVisible();

  await page.goto('/recommendations/anxiety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anxiety');
  // The heading renders before the cached answer arrives: wait for the cards rather than count at once.
  await expect(page.getByRole('article').nth(2)).toBeVisible();

  await page.goto('/short-test');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();

  for (const appName of appNames) {
    await page.goto(`/techniques/${appName}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
    await expect(page.getByText('We could not reach Steady')).toHaveCount(0);
  }

  // Never opened online: the page itself comes from the worker, its data says calmly that it needs the network.
  await page.goto('/shopping-list');
  await expect(
    page.getByText('We could not reach Steady. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();

  await context.setOffline(false);
});

/** What the server holds for the account: its XP, its sittings and its likes. */
async function serverRecordOf(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const [progress, history, liked] = await Promise.all([
    request.get('/api/user/progress', { headers }),
    request.get('/api/user/history', { headers }),
    request.get('/api/like/techniques/liked', { headers }),
  ]);
  return {
    xp: ((await progress.json()) as { xp: number }).xp,
    sittings: ((await history.json()) as { records: { techniques: string[] }[] }).records.map(
      (record) => record.techniques,
    ),
    liked: (await liked.json()) as string[],
  };
}

test('offline, a finished breath loop and a like are saved on the device and reach the server once when back, though the page was closed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await registerAccount(request, baseURL ?? '', 'Olive Offline');
  await page.clock.install();
  await openSignedIn(page, account.token, '/');
  await controlledByServiceWorker(page);
  await page.goto('/recommendations/anxiety');
  await expect(page.getByRole('article').nth(2)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/techniques/breathing?mood=anxiety');
  await expect(page.getByRole('region', { name: 'Breath loop' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.goto('/recommendations/anxiety');
  const like = page.getByRole('button', { name: 'Like Breath loop' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved on this device — it will sync when you are back online.')).toBeVisible();

  await page.goto('/techniques/breathing?mood=anxiety');
  const tool = page.getByRole('region', { name: 'Breath loop' });
  await expect(tool.getByRole('button', { name: 'Start' })).toBeVisible();
  await tool.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward('00:03');
  await page.clock.fastForward('02:10');
  await expect(tool.getByRole('heading', { name: 'Did this help?' })).toBeVisible();
  await expect(
    page.getByText(
      'Nicely done! Breath loop is saved on this device — its XP will sync when you are back online.',
    ),
  ).toBeVisible();
  expect(await serverRecordOf(request, account.token)).toEqual({ xp: 0, sittings: [], liked: [] });

  // The tab is closed before the connection returns; the next visit online sends what was kept, once.
  await page.close();
  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(reopened.getByRole('link', { name: 'Anxiety', exact: true })).toBeVisible();
  await expect.poll(async () => (await serverRecordOf(request, account.token)).xp).toBe(10);
  await reopened.reload();
  await reopened.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
  expect(await serverRecordOf(request, account.token)).toEqual({
    xp: 10,
    sittings: [['breath-loop']],
    liked: ['breath-loop'],
  });
});

test('a new deployed version is offered with “A new version of Steady is ready — Reload”, not switched to', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const deployed = readFileSync(serviceWorkerFile, 'utf8');
  try {
    writeFileSync(serviceWorkerFile, `${deployed}\n// next deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Steady is ready' });
    await expect(prompt).toBeVisible();
    const controllerBefore = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(controllerBefore).toMatch(/\/sw\.js$/);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('link', { name: 'Anxiety', exact: true })).toBeVisible();
    await expect(page.getByText('A new version of Steady is ready')).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    writeFileSync(serviceWorkerFile, deployed);
  }
});
