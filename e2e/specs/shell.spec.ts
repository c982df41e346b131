import { expect, test } from '../support/fixtures';
import { remotePages } from '../support/remote-paths';

test('home renders through the shell with header, state tiles and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Steady — home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How do you feel right now?' })).toBeVisible();
  await expect(page.getByRole('link', { name: "I don't know what's wrong with me" })).toHaveAttribute(
    'href',
    '/short-test',
  );
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of service' })).toBeVisible();
});

for (const { remoteName, path } of remotePages) {
  test(`${path} renders inside the shell from ${remoteName}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remoteName}"]`)).toBeVisible();
    await expect(page.locator(`[data-remote="${remoteName}"] h1`).first()).not.toBeEmpty();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('moving between remotes keeps the page without a full reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('link', { name: 'Take the self-reflection test' }).click();
  await expect(page.locator('[data-remote="mf_tests"]')).toBeVisible();
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page.locator('[data-remote="mf_recommendations"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('an unknown route shows the error screen inside the frame, answered 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('robots.txt and favicon.ico are files of the shell’s build, and probes for other files get 404', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /api/');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  // An ICO file: reserved 0, type 1 (icon), three images.
  expect([...(await favicon.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  for (const probe of ['/.env', '/wp-login.php', '/api/metrics']) {
    expect([probe, (await request.get(probe)).status()]).toEqual([probe, 404]);
  }
});

test('terms and privacy pages are served by the shell, the plan figures with their plurals', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByText('Last updated: 28 November 2026')).toBeVisible();
  await expect(page.getByText(/18/).first()).toBeVisible();
  await expect(page.getByText(/a free trial of 7 days\./)).toBeVisible();
  await expect(page.getByText(/within 14 days of that payment/)).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the footer's Support link leads to the support page: the mail link and crisis help, in both languages", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('region', { name: 'If you are in crisis' })).toContainText(
    'Call 112 in Russia and across Europe, 911 or 988 in the US, or check your local emergency number elsewhere.',
  );
  for (const number of ['112', '911', '988']) {
    await expect(
      page.getByRole('region', { name: 'If you are in crisis' }).getByRole('link', { name: number }),
    ).toHaveAttribute('href', `tel:${number}`);
  }

  await page.getByRole('button', { name: 'RU Русский' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Поддержка' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Если нужна срочная помощь' }).getByRole('link', { name: '112' }),
  ).toHaveAttribute('href', 'tel:112');
});

test("the footer's crisis link lands on the crisis help, first on the support page, in both languages", async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'here is what to do and whom to call' })
    .click();
  await expect(page).toHaveURL(/\/support#crisis$/);
  const crisis = page.getByRole('region', { name: 'If you are in crisis' });
  await expect(crisis).toBeFocused();
  await expect(crisis).toBeInViewport();

  await page.getByRole('button', { name: 'RU Русский' }).click();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Что делать и куда звонить' }).click();
  await expect(page.getByRole('region', { name: 'Если нужна срочная помощь' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Если нужна срочная помощь' })).toContainText('112 в России');
});

test('the Russian terms count days as Russian does: 7 дней, 14 дней', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', JSON.stringify('ru')));
  await page.goto('/terms');
  await expect(page.getByText('Последнее обновление: 28 ноября 2026 г.')).toBeVisible();
  await expect(page.getByText(/пробный период длится 7 дней\./)).toBeVisible();
  await expect(page.getByText(/в течение 14 дней с даты первого платежа/)).toBeVisible();
});
