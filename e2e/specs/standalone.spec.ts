import { expect, test } from '../support/fixtures';

test('QA can open one remote alone: its own frame, its pages, deep links and the language toggle', async ({
  page,
}) => {
  await page.goto('/remotes/mf_tests/adhd-test/result/example-result');
  await expect(page.getByText('Standalone preview: mf_tests')).toBeVisible();
  // No such result: the remote's own page answers, alone in its frame.
  await expect(page.locator('[data-remote="mf_tests"] h1')).toHaveText('Test result not found');
  await expect(page.getByRole('banner')).toHaveCount(1);

  await page.getByRole('link', { name: '/short-test' }).click();
  await expect(page).toHaveURL(/\/remotes\/mf_tests\/short-test$/);
  await page.getByRole('button', { name: 'RU Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Что со мной происходит?' })).toBeVisible();
});
