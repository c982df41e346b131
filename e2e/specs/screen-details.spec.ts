import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openProfileGroup } from '../support/profile';

const keyboardHint = 'Keyboard: Space starts or pauses.';

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tool shows no keyboard hint', async ({ page }) => {
    await page.goto('/techniques/breathing');
    const tool = page.getByRole('region', { name: 'Breath loop' });
    await expect(tool.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(tool.getByText(keyboardHint)).toBeHidden();
  });
});

test('with a mouse and keyboard, a tool shows its keyboard hint', async ({ page }) => {
  await page.goto('/techniques/breathing');
  await expect(page.getByRole('region', { name: 'Breath loop' }).getByText(keyboardHint)).toBeVisible();
});

test('deleting the account looks unlike every other button: in the error colour', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string);
  await openSignedIn(page, account.token, '/profile');
  await openProfileGroup(page, 'Your data');
  const colours = (name: string) =>
    page
      .getByRole('button', { name })
      .evaluate((button) => [getComputedStyle(button).borderColor, getComputedStyle(button).color]);
  // The theme's error colour as the browser resolves it.
  const errorColour = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--steady-error)';
    const resolved = getComputedStyle(probe).color;
    probe.remove();
    return resolved;
  });
  const [deleteBorder, deleteText] = await colours('Delete my account…');
  const [otherBorder] = await colours('Download all my data (JSON)');
  expect(deleteBorder).not.toBe(otherBorder);
  expect([deleteBorder, deleteText]).toEqual([errorColour, errorColour]);
});
