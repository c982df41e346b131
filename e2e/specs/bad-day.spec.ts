import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** The techniques a state page offers, by their card titles. */
const techniqueNames = (page: Page, listName: string) =>
  page.getByRole('list', { name: listName }).getByRole('heading', { level: 3 });

test('a signed-in user turns "Today is hard" on from home: the short list, no XP toast, reminders paused on the account, then off', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string);
  const headers = { authorization: `Bearer ${account.token}` };
  await openSignedIn(page, account.token);

  await page.getByRole('button', { name: 'Today is hard' }).click();
  await expect(page.getByText('Today is hard — go gently')).toBeVisible();
  const stored = await request.get(`${baseURL}/api/user/bad-day`, { headers });
  expect(((await stored.json()) as { until: string | null }).until).not.toBeNull();

  await page.goto('/recommendations/procrastination');
  await expect(page.getByText(/Today is hard, so this page keeps only the shortest things/)).toBeVisible();
  await expect(techniqueNames(page, 'Techniques')).toHaveText([
    'One-minute rule',
    'Breath loop',
    'Countdown launch',
    // Gentle and made for being stuck: kept beside the three shortest.
    'From stuck to started',
  ]);
  await expect(page.getByRole('progressbar', { name: 'XP towards the next level' })).toHaveCount(0);
  // No card promises XP that will not be announced.
  await expect(page.getByRole('main').getByText('Reward', { exact: true })).toHaveCount(0);
  const countdown = page.getByRole('article', { name: 'Countdown launch' });
  await countdown.getByRole('button', { name: 'Show steps' }).click();
  await countdown.getByRole('button', { name: 'Mark as done' }).click();
  await expect(
    page.getByText('Done: Countdown launch. That counts — be gentle with yourself.'),
  ).toBeVisible();
  await expect(page.getByText(/XP! completed/)).toHaveCount(0);
  // Hidden, not taken away: the sitting still earned its XP on the account.
  const progress = await request.get(`${baseURL}/api/user/progress`, { headers });
  expect(((await progress.json()) as { xp: number }).xp).toBe(10);

  await page.goto('/');
  await page.getByRole('button', { name: 'Turn it off' }).click();
  await expect(page.getByText('Having a hard day?')).toBeVisible();
  const cleared = await request.get(`${baseURL}/api/user/bad-day`, { headers });
  expect(await cleared.json()).toEqual({ until: null });
  await page.goto('/recommendations/procrastination');
  await expect(page.getByRole('progressbar', { name: 'XP towards the next level' })).toBeVisible();
  // The whole list is back: more than the short one.
  await expect(techniqueNames(page, 'Techniques').nth(4)).toBeVisible();
});

test('a guest turns «Сегодня тяжело» on in Russian, on this device: the short list, no nudge, then off', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', JSON.stringify('ru')));
  await page.goto('/');

  await page.getByRole('button', { name: 'Сегодня тяжело' }).click();
  await expect(page.getByText('Сегодня тяжело — берегите себя')).toBeVisible();
  // Kept through a reload, on this device only.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Выключить' })).toBeVisible();

  await page.goto('/recommendations/procrastination');
  await expect(page.getByText(/Сегодня тяжело, поэтому здесь только самое короткое/)).toBeVisible();
  await expect(techniqueNames(page, 'Техники')).toHaveText([
    'Правило одной минуты',
    'Дыхательный цикл',
    'Обратный отсчёт',
    'От ступора к началу',
  ]);
  const countdown = page.getByRole('article', { name: 'Обратный отсчёт' });
  await countdown.getByRole('button', { name: 'Показать шаги' }).click();
  await countdown.getByRole('button', { name: 'Отметить как выполненную' }).click();
  await expect(
    page.getByText('Готово: Обратный отсчёт. Это уже немало — будьте к себе бережны.'),
  ).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Выключить' }).click();
  await expect(page.getByText('Тяжёлый день?')).toBeVisible();
  await page.goto('/recommendations/procrastination');
  await expect(techniqueNames(page, 'Техники').nth(4)).toBeVisible();
});
