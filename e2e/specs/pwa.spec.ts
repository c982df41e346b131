import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { appNames } from '@steady/contracts';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { appsUsedAreKept, controlledByServiceWorker } from '../support/service-worker';
import { staticRoot } from '../support/static-root';

test.use({ serviceWorkers: 'allow' });

const serviceWorkerFile = path.join(staticRoot, 'shell/dist/sw.js');

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

test('offline, home, a state page, the short test and every tool opened once before work; a page that needs the network or was never kept says so', async ({
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
  for (const appName of appNames) {
    await page.goto(`/techniques/${appName}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  await appsUsedAreKept(page);

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

  // Never opened online, in an app used before: its code is kept, its data says calmly that it needs the network.
  await page.goto('/shopping-list');
  await expect(
    page.getByText('We could not reach Steady. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();

  // An app never opened online: not kept yet, said so, with where to keep all of Steady.
  await page.goto('/login');
  await expect(page.getByText('This page is not saved on this device yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'save all of Steady' })).toHaveAttribute(
    'href',
    '/support#offline',
  );

  await context.setOffline(false);
});

/** What the server holds for the account: its XP, its sittings (with their rating) and its likes. */
async function serverRecordOf(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const [progress, history, liked] = await Promise.all([
    request.get('/api/user/progress', { headers }),
    request.get('/api/user/history', { headers }),
    request.get('/api/like/techniques/liked', { headers }),
  ]);
  return {
    xp: ((await progress.json()) as { xp: number }).xp,
    sittings: (
      (await history.json()) as { records: { techniques: string[]; effectiveness: number | null }[] }
    ).records.map(({ techniques, effectiveness }) => ({ techniques, effectiveness })),
    liked: (await liked.json()) as string[],
  };
}

/** How many writes this device keeps for later, read from the queue's IndexedDB store. */
const keptWriteCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('steady-offline-writes');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction('writes').objectStore('writes').count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => reject(counting.error);
        };
      }),
  );

/** Every write request the context sends, with its Idempotency-Key, to count sends and repeats. */
function recordWrites(context: BrowserContext) {
  const writes: { request: string; key: string | null }[] = [];
  context.on('request', (request) => {
    if (request.method() === 'GET' || !request.url().includes('/api/')) return;
    writes.push({
      request: `${request.method()} ${new URL(request.url()).pathname}`,
      key: request.headers()['idempotency-key'] ?? null,
    });
  });
  return writes;
}

test('offline, a finished breath loop, its rating and a like are saved on the device and reach the server once when back, though the page was closed', async ({
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

  const writes = recordWrites(context);
  await appsUsedAreKept(page);
  await context.setOffline(true);
  const wentOffline = Date.now();
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
  // Rated before the completion has reached the server: the rating waits for the sitting it creates.
  await tool.getByRole('button', { name: 'Yes, it helped' }).click();
  await expect.poll(() => keptWriteCount(page)).toBe(3);
  expect(await serverRecordOf(request, account.token)).toEqual({ xp: 0, sittings: [], liked: [] });

  // The tab is closed before the connection returns; the next visit online sends what was kept, once,
  // and announces the badge the completion earned, as an online one does.
  await page.close();
  await context.setOffline(false);
  const offlineMs = Date.now() - wentOffline;
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(reopened.getByRole('link', { name: 'Anxiety', exact: true })).toBeVisible();
  await expect(reopened.getByText('New badge: First step')).toBeVisible();
  await expect.poll(async () => (await serverRecordOf(request, account.token)).xp).toBe(10);
  await expect
    .poll(async () => (await serverRecordOf(request, account.token)).sittings)
    .toEqual([{ techniques: ['breath-loop'], effectiveness: 4 }]);
  // The page forgets a kept write just after the server's answer; a reload before that sends it again under
  // the same key (the server replays its answer), which would count here as a fourth request.
  await expect.poll(() => keptWriteCount(reopened)).toBe(0);
  await reopened.reload();
  await reopened.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
  expect(await serverRecordOf(request, account.token)).toEqual({
    xp: 10,
    sittings: [{ techniques: ['breath-loop'], effectiveness: 4 }],
    liked: ['breath-loop'],
  });
  expect(await keptWriteCount(reopened)).toBe(0);
  const sentKeys = writes.flatMap(({ key }) => (key === null ? [] : [key]));
  expect(writes.map(({ request: sent }) => sent)).toEqual([
    'POST /api/like/techniques/breath-loop/like',
    'POST /api/user/update-xp',
    expect.stringMatching(/^PATCH \/api\/user\/history\/\d+$/),
  ]);
  expect(new Set(sentKeys).size).toBe(3);
  console.log(
    `offline figures: ${Math.round(offlineMs / 1000)} s offline, 3 writes kept, ${writes.length} sent, ${sentKeys.length - new Set(sentKeys).size} repeated keys, server: 1 sitting rated 4, 1 like, 10 XP`,
  );
});

test('a journal entry written offline shows at once, waiting to sync, and is replaced by the saved entry when back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL ?? '', 'Jude Journal');
  await subscribeOnLocalCheckout(request, baseURL ?? '', account.token);
  await openSignedIn(page, account.token, '/journal');
  await controlledByServiceWorker(page);
  await page.getByRole('button', { name: 'New entry' }).click();

  await appsUsedAreKept(page);

  await context.setOffline(true);
  const form = page.getByRole('region', { name: 'New entry' });
  await form.getByLabel('How are you?').selectOption('good');
  await form.getByLabel('Notes').fill('Written in a tunnel.');
  await form.getByRole('button', { name: 'Save entry' }).click();
  const entries = page.getByRole('list', { name: 'Journal entries, newest first' });
  const written = entries.getByRole('article').filter({ hasText: 'Written in a tunnel.' });
  await expect(written.getByText('Waiting to sync')).toBeVisible();
  await expect(written.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(written.getByText('Waiting to sync')).toHaveCount(0);
  await expect(written).toHaveCount(1);
  await expect(written.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByText('New badge: First entry')).toBeVisible();
  const stored = await request.get('/api/journal', { headers: { authorization: `Bearer ${account.token}` } });
  expect(((await stored.json()) as { entries: { text: string }[] }).entries.map(({ text }) => text)).toEqual([
    'Written in a tunnel.',
  ]);
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

for (const [language, words] of [
  [
    'en',
    { keep: /^Save all of Steady for offline use \(\d+(\.\d)? (kB|MB)\)$/, kept: 'All of Steady is saved' },
  ],
  [
    'ru',
    {
      keep: /^Сохранить весь Steady для работы без интернета \(\d+(,\d)? (кБ|МБ)\)$/,
      kept: 'Весь Steady сохранён',
    },
  ],
] as const) {
  test(`“Save all of Steady” shows its size, then keeps every page and tool for offline use (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    // The support page is the shell's own: no app's page has been used on this device.
    await page.goto('/support#offline');
    await controlledByServiceWorker(page);
    await page.reload();
    const keepEverything = page.getByRole('button', { name: words.keep });
    await expect(keepEverything).toBeVisible();
    await expect(page.locator('#offline')).toBeFocused();
    await expect(page.getByText(words.kept)).toHaveCount(0);

    await keepEverything.click();
    await expect(page.getByText(words.kept)).toBeVisible({ timeout: 60_000 });
    await expect(keepEverything).toHaveCount(0);

    await context.setOffline(true);
    for (const path of [...appNames.map((appName) => `/techniques/${appName}`), '/adhd-test', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
    }
    await context.setOffline(false);
  });
}
