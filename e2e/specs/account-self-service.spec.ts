import { readFile } from 'node:fs/promises';
import { userExportSchema } from '@steady/contracts';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openProfileGroup } from '../support/profile';

test('edit the name on the profile: the header shows it at once', async ({ page, request, baseURL }) => {
  const account = await registerAccount(request, baseURL as string, 'Old Name');
  await openSignedIn(page, account.token, '/profile');
  await openProfileGroup(page, 'Account');
  await page.getByLabel('Name', { exact: true }).fill('Nova Name');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Nova Name' })).toBeVisible();
  await page.reload();
  await openProfileGroup(page, 'Account');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nova Name');
});

test('export my data downloads JSON holding a journal entry and a like', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string);
  const headers = { authorization: `Bearer ${account.token}` };
  await subscribeOnLocalCheckout(request, baseURL as string, account.token);
  const journal = await request.post(`${baseURL}/api/journal`, {
    headers,
    data: { date: new Date().toISOString(), state: 'anxiety', text: 'Slow breathing helped before the call' },
  });
  expect(journal.status()).toBe(201);
  const like = await request.post(`${baseURL}/api/like/techniques/breath-loop/like`, { headers });
  expect(like.ok()).toBe(true);

  await openSignedIn(page, account.token, '/profile');
  await openProfileGroup(page, 'Your data');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^steady-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = userExportSchema.parse(JSON.parse(await readFile(await file.path(), 'utf8')));
  expect(data.profile.email).toBe(account.email);
  expect(data.journal.map((entry) => entry.text)).toContain('Slow breathing helped before the call');
  expect(data.content.likes.map((liked) => liked.techniqueId)).toContain('breath-loop');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Journal (CSV)' }).click();
  const csvText = await readFile(await (await csv).path(), 'utf8');
  expect(csvText).toContain('Slow breathing helped before the call');
  // A byte order mark, so a spreadsheet reads the UTF-8 as written; the header in the reader's language.
  expect(csvText.startsWith('\uFEFFDate,Kind of entry,State code,State,Text,')).toBe(true);
});

test('delete the account with the password: signed out, and the same email registers again', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string, 'Dana Delete');
  await openSignedIn(page, account.token, '/profile');
  await openProfileGroup(page, 'Your data');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByLabel('Your password, to confirm').fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('The password is not right')).toBeVisible();

  await page.getByLabel('Your password, to confirm').fill(account.password);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Your account and your data have been deleted.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const oldToken = await request.get(`${baseURL}/api/auth/profile`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(oldToken.status()).toBe(401);

  await page.goto('/register');
  await page.getByLabel('Name').fill('Dana Again');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm password').fill('another-password');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Dana Again' })).toBeVisible();
});

test('registration without the age and terms confirmation says what is missing', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Terry Terms');
  await page.getByLabel('Email').fill(`terms-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('calm-password-1');
  await page.getByLabel('Confirm password').fill('calm-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please confirm that you are 18 or older and agree to the Terms and the Privacy Policy.',
  );
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('the first journal entry asks for the health-data consent in context, then saves; the profile can withdraw it', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string, 'Casey Consent', {
    healthConsent: false,
  });
  await subscribeOnLocalCheckout(request, baseURL as string, account.token);
  await openSignedIn(page, account.token, '/journal');
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('region', { name: 'New entry' });
  await form.getByLabel('How are you?').selectOption('good');
  await form.getByLabel('Notes').fill('Asked before it was stored.');
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(form.getByText('May we store this health-related data?')).toBeVisible();
  const entries = page.getByRole('list', { name: 'Journal entries, newest first' });
  await expect(entries.getByText('Asked before it was stored.')).toHaveCount(0);

  await form.getByRole('button', { name: 'I consent — save it' }).click();
  await expect(entries.getByText('Asked before it was stored.')).toBeVisible();

  await page.goto('/profile');
  await openProfileGroup(page, 'Your data');
  await expect(page.getByText(/^You gave your consent on /)).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(page.getByText(/You have not given your consent/)).toBeVisible();
});
