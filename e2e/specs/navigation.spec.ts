import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('each page names the tab in the reader’s language and takes focus to its heading', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('How do you feel right now? — Steady');
  await page.getByRole('banner').getByRole('link', { name: 'Shopping list' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const title = await heading.innerText();
  await expect(page).toHaveTitle(`${title} — Steady`);

  await page.getByRole('button', { name: 'RU Русский' }).click();
  // The heading's Russian text first: read before it arrives, the expected title would still be English.
  await expect(heading).not.toHaveText(title);
  await expect(page).toHaveTitle(`${await heading.innerText()} — Steady`);

  await page.getByRole('banner').getByRole('link', { name: 'Главная', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Как вы себя чувствуете прямо сейчас? — Steady');
});

test('the account menu opens and moves with the arrow keys, and Escape returns to its button', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string, 'Robin');
  await openSignedIn(page, account.token, '/');
  const menuButton = page.getByRole('button', { name: 'Account menu for Robin' });
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Liked techniques' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();
});

test('on a phone the header is one compact row whose menu opens the links', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => window.localStorage.setItem('language', JSON.stringify('ru')));
  await page.goto('/');
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  await expect(header.getByRole('link', { name: 'Список добавок' })).toBeHidden();
  await header.getByRole('button', { name: 'Меню' }).click();
  await header.getByRole('link', { name: 'Список добавок' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(header.getByRole('link', { name: 'Список добавок' })).toBeHidden();
});
