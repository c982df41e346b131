import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openProfileGroup } from '../support/profile';

test('a premium user checks in around a technique, keeps a journal, and sees it in statistics, a personal recommendation and a badge', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request, baseURL ?? '', 'Premium Journal');
  await subscribeOnLocalCheckout(request, baseURL ?? '', account.token);

  // The state page makes procrastination the current state: the technique and its check-in are recorded for it.
  await page.clock.install();
  await openSignedIn(page, account.token, '/recommendations/procrastination');
  await expect(page.getByRole('heading', { name: 'Procrastination', level: 1 })).toBeVisible();
  await page.goto('/techniques/oneMinuteRule');
  const tool = page.getByRole('region', { name: 'One-minute rule' });
  const before = tool.getByRole('group', { name: /Before you start: how do you feel right now/ });
  await before.getByRole('button', { name: '2 of 5' }).click();
  await expect(tool.getByText('Noted. We will ask again when you finish.')).toBeVisible();

  await tool.getByRole('button', { name: 'Start' }).click();
  await expect(tool.getByRole('group', { name: /how do you feel/ })).toHaveCount(0);
  // XP comes with at least half of an exercise's time.
  await page.clock.fastForward('00:31');
  await tool.getByRole('button', { name: 'Done' }).click();
  // More XP for Premium, from the server's one XP rule: 10 XP and half as much again.
  await expect(page.getByText('+10 XP (+5 Premium)! completed: One-minute rule')).toBeVisible();
  await expect(page.getByText('New badge: First step')).toBeVisible();
  const after = tool.getByRole('group', { name: 'And now, how do you feel?' });
  await after.getByRole('button', { name: '4 of 5' }).click();
  await expect(tool.getByText('Thank you. Saved to your mood journal.')).toBeVisible();

  // The journal holds the check-in; a hand-written entry is added, then edited.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Mood journal' }).click();
  const entries = page.getByRole('list', { name: 'Journal entries, newest first' });
  const checkIn = entries.getByRole('article').filter({ hasText: 'Check-in' });
  await expect(checkIn.getByRole('heading', { name: 'Procrastination' })).toBeVisible();
  await expect(checkIn.getByText('Before: 2 of 5 · After: 4 of 5')).toBeVisible();
  await expect(checkIn.getByText('Tried: One-minute rule')).toBeVisible();
  await expect(checkIn.getByText('Helped: 4 of 5')).toBeVisible();

  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('region', { name: 'New entry' });
  await form.getByLabel('How are you?').selectOption('good');
  await form.getByRole('checkbox', { name: 'One-minute rule' }).check();
  await form.getByRole('radio', { name: '5' }).check();
  await form.getByLabel('Notes').fill('Started the report after one small step.');
  await form.getByLabel('Tags').fill('work');
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('New badge: First entry')).toBeVisible();
  const written = entries.getByRole('article').filter({ hasText: 'Started the report' });
  await written.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('region', { name: 'Edit entry' });
  await edit.getByLabel('Notes').fill('Started the report after one small step. It felt lighter.');
  await edit.getByRole('button', { name: 'Save entry' }).click();
  await expect(entries.getByText('Started the report after one small step. It felt lighter.')).toBeVisible();

  // Statistics: what helped (the check-in's 2 → 4 reads as 4 of 5), practice and mood (4 and "good" = 4).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Statistics' }).click();
  const helped = page.getByRole('region', { name: 'What helped you most' });
  await expect(helped.getByText('One-minute rule: 4 of 5 (1 rating)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Minutes practised' })).toContainText(
    '1 minute over 1 technique.',
  );
  await expect(page.getByRole('region', { name: 'Mood over time' })).toContainText(
    'Average mood 4 of 5, from 2 entries.',
  );

  // The state page suggests it back, saying why.
  await page.goto('/recommendations/procrastination');
  const suggestions = page.getByRole('region', { name: 'What helped you before' });
  await expect(suggestions.getByRole('link', { name: 'One-minute rule' })).toBeVisible();
  await expect(suggestions).toContainText('You rated it 4 of 5 for this state (1 rating).');

  // The profile shows the badges earned and the week.
  await page.goto('/profile');
  await openProfileGroup(page, 'Badges and your week');
  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges.locator('[data-badge="first-step"]')).toHaveAttribute('data-earned', 'true');
  await expect(badges.locator('[data-badge="first-journal-entry"]')).toHaveAttribute('data-earned', 'true');
  await expect(badges.locator('[data-badge="all-tools"]')).toContainText('1 of 12 so far');
  await expect(page.getByRole('region', { name: 'Your week' })).toContainText('1 day of the last 7');
});

test('a free user meets the journal and statistics locked, with the way to Premium, and nothing premium elsewhere', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL ?? '', 'Free Reader');
  await page.clock.install();
  await openSignedIn(page, account.token, '/profile');
  await openProfileGroup(page, 'Badges and your week');
  await expect(page.getByRole('region', { name: 'Badges' })).toContainText('0 of 14 badges earned');
  await expect(page.getByRole('region', { name: 'Your week' })).toContainText('A fresh week.');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Mood journal' }).click();
  await expect(page.getByRole('heading', { name: 'The mood journal is part of Premium' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New entry' })).toHaveCount(0);

  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Detailed statistics are part of Premium' })).toBeVisible();
  await page.getByRole('link', { name: 'See Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('list', { name: 'What Premium includes' })).toContainText(
    'More XP for every technique: ×1.5, so a 15 XP technique gives you 22 XP',
  );

  // No check-in and no personal row on the free plan; the completion earns the plain XP.
  await page.goto('/recommendations/procrastination');
  await expect(page.getByRole('heading', { name: 'Techniques' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What helped you before' })).toHaveCount(0);
  await page.goto('/techniques/oneMinuteRule');
  const tool = page.getByRole('region', { name: 'One-minute rule' });
  await expect(tool.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(tool.getByRole('group', { name: /how do you feel/ })).toHaveCount(0);
  await tool.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward('00:31');
  await tool.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('+10 XP! completed: One-minute rule')).toBeVisible();
});
