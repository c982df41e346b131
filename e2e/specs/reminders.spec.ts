import AxeBuilder from '@axe-core/playwright';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect as baseExpect, test } from '../support/fixtures';
import { openProfileGroup } from '../support/profile';

// Each write reloads the list through the gateway; on a busy shared machine that can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a premium user adds, pauses, edits and deletes a reminder and copies the calendar link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request, baseURL ?? '', 'Premium Reminders');
  await subscribeOnLocalCheckout(request, baseURL ?? '', account.token);
  // Headless Chromium denies notifications unless granted.
  await context.grantPermissions(['clipboard-read', 'clipboard-write', 'notifications']);
  await openSignedIn(page, account.token, '/profile');

  const section = page.getByRole('region', { name: 'Reminders' });
  await expect(section.getByText('No reminders yet.')).toBeVisible();
  // Notifications are allowed but this device has no push subscription yet.
  await expect(section.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();

  await section.getByRole('button', { name: 'Add a reminder' }).click();
  const form = section.getByRole('form', { name: 'New reminder' });
  await form.getByLabel('Time', { exact: true }).fill('08:30');
  for (const day of ['Sat', 'Sun']) await form.getByLabel(day).uncheck();
  await form.getByLabel('Time zone').selectOption('Europe/Moscow');
  await form.getByLabel('What it opens').selectOption({ label: 'Breath loop' });
  await form.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText('Reminder saved')).toBeVisible();

  const reminder = section.getByRole('listitem');
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toContainText('08:30');
  await expect(reminder).toContainText('Mon, Tue, Wed, Thu, Fri');
  await expect(reminder).toContainText('Europe/Moscow · Opens: Breath loop');

  await reminder.getByRole('button', { name: 'Pause' }).click();
  await expect(reminder.getByText('Paused', { exact: true })).toBeVisible();
  await expect(page.getByText('Reminder paused')).toBeVisible();
  await reminder.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Reminder back on')).toBeVisible();
  await expect(reminder.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(reminder.getByText('Paused', { exact: true })).not.toBeVisible();

  await reminder.getByRole('button', { name: 'Edit' }).click();
  const edit = section.getByRole('form', { name: 'Edit reminder' });
  await edit.getByLabel('Time', { exact: true }).fill('21:15');
  await edit.getByLabel('Sat').check();
  await edit.getByLabel('What it opens').selectOption({ label: 'Anxiety' });
  await edit.getByRole('button', { name: 'Save reminder' }).click();
  await expect(reminder).toContainText('21:15');
  await expect(reminder).toContainText('Mon, Tue, Wed, Thu, Fri, Sat');
  await expect(reminder).toContainText('Opens: Anxiety');

  // The calendar alternative: a private link, copied, that serves the reminder as a weekly event.
  await section.getByRole('button', { name: 'Create a calendar link' }).click();
  const link = section.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/^webcal:\/\/.+\/api\/reminders\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());
  const feed = await request.get(copied.replace(/^webcal:/, new URL(baseURL ?? '').protocol));
  expect(feed.status()).toBe(200);
  const ics = await feed.text();
  expect(ics).toContain('DTSTART;TZID=Europe/Moscow:');
  expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA');

  const sectionViolations = await new AxeBuilder({ page }).include('[data-reminders]').analyze();
  expect(sectionViolations.violations.map((violation) => violation.id)).toEqual([]);

  await reminder.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this reminder?' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(page.getByText('Reminder deleted')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await expect(section.getByText('No reminders yet.')).toBeVisible();
});

test('a free user learns what reminders are and that they are part of Premium, in Russian too', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL ?? '', 'Free Reminders');
  await openSignedIn(page, account.token, '/profile');
  await openProfileGroup(page, 'Premium, reminders and theme');
  const section = page.getByRole('region', { name: 'Reminders' });
  await expect(section.getByText(/Reminders are part of Premium/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
  await expect(section.getByRole('button', { name: 'Add a reminder' })).toHaveCount(0);

  await page.getByRole('button', { name: 'RU Русский' }).click();
  const russian = page.getByRole('region', { name: 'Напоминания' });
  await expect(russian.getByText(/Напоминания входят в Премиум/)).toBeVisible();
  await expect(russian.getByRole('link', { name: 'Узнать о Премиуме' })).toBeVisible();
});
