import { expect, test } from '../support/fixtures';

test('English is the default, whatever the browser prefers', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ru-RU', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How do you feel right now?' })).toBeVisible();
  await context.close();
});

test('the language toggle switches every area and persists across reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'RU Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Как вы себя чувствуете прямо сейчас?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Условия использования' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('"ru"');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Как вы себя чувствуете прямо сейчас?' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Непредвиденная ошибка приложения!' })).toBeVisible();

  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});
