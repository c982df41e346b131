import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerAccount, openSignedIn, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openProfileGroup } from '../support/profile';

/** A few pages that between them show every kind of surface: tiles, cards, forms, alerts, a tool. */
const routes = [
  '/',
  '/recommendations/anxiety',
  '/short-test',
  '/login',
  '/premium',
  '/techniques/breathing',
];

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function contrastViolations(page: Page, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    for (const violation of results.violations) {
      found.push(`${path}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
    }
  }
  return found;
}

const storeTheme = (page: Page, theme: string) =>
  page.addInitScript((stored) => window.localStorage.setItem('theme', JSON.stringify(stored)), theme);

test('follows the system’s dark preference, with AA contrast on every kind of page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await pageBackground(page)).toBe('rgb(20, 25, 27)');
  const found = await contrastViolations(page, routes);
  expect(found, found.join('\n')).toEqual([]);

  await page.emulateMedia({ colorScheme: 'light' });
  expect(await pageBackground(page)).toBe('rgb(246, 244, 239)');
});

for (const theme of ['dusk', 'low-stimulation', 'high-contrast']) {
  test(`the ${theme} theme keeps AA contrast`, async ({ page }) => {
    test.setTimeout(120_000);
    await storeTheme(page, theme);
    const found = await contrastViolations(page, routes);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('a stored theme is painted by the page itself, before any of the app’s scripts run', async ({
  page,
}) => {
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  await storeTheme(page, 'dusk');
  // No app code at all: what shows is the page's head alone.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dusk');
  expect(await pageBackground(page)).toBe('rgb(20, 25, 27)');
  expect(policyErrors).toEqual([]);
});

test('a premium user switches theme live on the profile, and it follows them to another device', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string);
  await subscribeOnLocalCheckout(request, baseURL as string, account.token);
  await openSignedIn(page, account.token, '/profile');
  const themes = page.getByRole('group', { name: /Choose how Steady looks/ });
  await themes.getByRole('radio', { name: /^Dusk/ }).check();

  // The shell's header and the profile (mf-account) repaint together, without a reload.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dusk');
  expect(await pageBackground(page)).toBe('rgb(20, 25, 27)');
  await expect(page.getByText('Theme saved.')).toBeVisible();

  await themes.getByRole('radio', { name: /^High contrast/ }).check();
  await expect(page.getByText('Theme saved.')).toBeVisible();
  expect(await pageBackground(page)).toBe('rgb(255, 255, 255)');
  const headerLink = page.getByRole('banner').getByRole('link').first();
  expect(await headerLink.evaluate((link) => getComputedStyle(link).color)).not.toBe('rgb(47, 111, 104)');

  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await openSignedIn(otherPage, account.token, '/');
  await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'high-contrast');
  await otherDevice.close();
});

test('a free user sees that themes are part of Premium, and the device’s setting is followed', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string);
  await openSignedIn(page, account.token, '/profile');
  await openProfileGroup(page, 'Premium, reminders and theme');
  await expect(page.getByText(/follows your device’s light or dark setting/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});

const circleTransform = (page: Page) =>
  page.getByTestId('breathing-circle').evaluate((circle) => getComputedStyle(circle).transform);

for (const [stillness, makeStill] of [
  ['the Low stimulation theme', (page: Page) => storeTheme(page, 'low-stimulation')],
  ['the system’s reduced motion', (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })],
] as const) {
  test(`under ${stillness} the breathing circle stays still while the phase name moves on`, async ({
    page,
  }) => {
    await makeStill(page);
    await page.goto('/techniques/breathing?mood=anxiety');
    const tool = page.getByRole('region', { name: 'Breath loop' });
    await tool.getByRole('button', { name: 'Start' }).click();
    await expect(tool.getByRole('heading', { name: 'Breathe in' })).toBeVisible();
    const atStart = await circleTransform(page);
    // Breathe in lasts 4 s: a moving circle would have grown by now; the phase name still changes.
    await expect(tool.getByRole('heading', { name: 'Hold' })).toBeVisible({ timeout: 6_000 });
    expect(await circleTransform(page)).toBe(atStart);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
}
