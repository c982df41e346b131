import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a long unbroken name keeps the header, and the page, within the window', async ({
  page,
  request,
  baseURL,
}) => {
  const name = 'W'.repeat(100);
  const account = await registerAccount(request, baseURL as string, name);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await openSignedIn(page, account.token, '/');
    await expect(page.locator('h1').first()).toBeVisible();
    if (viewport.width < 600) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByText(name).filter({ visible: true })).toHaveCount(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  }
});

test('on a phone, Log out is in the opened menu itself, one tap away', async ({ page, request, baseURL }) => {
  const account = await registerAccount(request, baseURL as string, 'Pat Phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, account.token, '/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Menu' }).click();
  await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
});
