import type { Page } from '@playwright/test';
import { registerAccount, openSignedIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openProfileGroup } from '../support/profile';

let accountCounter = 0;
const uniqueEmail = () => `accounts-${Date.now()}-${(accountCounter += 1)}@example.com`;

const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu for ${name}` });

async function openMenuItem(page: Page, name: string, item: string) {
  await accountMenu(page, name).click();
  await page
    .getByRole('banner')
    .getByRole(item === 'Log out' ? 'button' : 'link', { name: item })
    .click();
}

const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);

test('register → log out → log in → profile → history', async ({ page, request, baseURL }) => {
  const name = 'Riley Register';
  const email = uniqueEmail();
  const password = 'calm-password-1';

  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(accountMenu(page, name)).toBeVisible();

  await openMenuItem(page, name, 'Log out');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(password);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(accountMenu(page, name)).toBeVisible();

  // A sitting as the home page and a technique would record it.
  const authorization = `Bearer ${await storedToken(page)}`;
  await request.post(`${baseURL}/api/user/save-mood`, {
    headers: { authorization },
    data: { mood: 'anxiety' },
  });
  const xp = await request.post(`${baseURL}/api/user/update-xp`, {
    headers: { authorization },
    data: { xp: 10, techniqueId: 'breath-loop', mood: 'anxiety' },
  });
  expect(xp.status()).toBe(200);

  await openMenuItem(page, name, 'Profile');
  await expect(page).toHaveURL(`${baseURL}/profile`);
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByText(name)).toBeVisible();
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByText(/^Member since /)).toBeVisible();
  await expect(page.getByText('Level 1')).toBeVisible();
  await expect(page.getByText('10 of 100 XP to level 2')).toBeVisible();
  await openProfileGroup(page, 'Premium, reminders and theme');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();

  await openMenuItem(page, name, 'History');
  await expect(page).toHaveURL(`${baseURL}/history`);
  const sitting = page.getByRole('listitem').first();
  await expect(sitting.getByRole('heading', { name: 'Anxiety' })).toBeVisible();
  await expect(sitting.getByText('Techniques: Breath loop')).toBeVisible();
  await expect(sitting.getByText('+10 XP')).toBeVisible();
  await sitting.getByRole('button', { name: '4 of 5' }).click();
  await expect(sitting.getByText('Helped: 4 of 5')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem').first().getByText('Helped: 4 of 5')).toBeVisible();
});

test('the register form shows the spec messages, and the server’s reason when the email is taken', async ({
  page,
  request,
  baseURL,
}) => {
  const existing = await registerAccount(request, baseURL as string);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await page.getByLabel('Name').fill('Sam');
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('secret1');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Registration failed');
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists');
});

test('guests are sent to /login from /profile and /history, and come back after logging in', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL as string, 'Gwen Guest');
  await page.goto('/profile');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await page.goto('/history');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/history`);
  await expect(page.getByText(/Nothing here yet/)).toBeVisible();
});

test('signed-in users are sent home from /login and /register', async ({ page, request, baseURL }) => {
  const account = await registerAccount(request, baseURL as string, 'Sid Signed-In');
  await openSignedIn(page, account.token, '/login');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(accountMenu(page, 'Sid Signed-In')).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("a guest's progress on this device is offered to the new account and kept", async ({
  page,
  baseURL,
}) => {
  const history = [0, 1, 2].map((index) => ({
    id: String(1_700_000_000_000 + index),
    techniqueId: 'breath-loop',
    mood: 'overwhelm',
    xpEarned: 10,
    timestamp: new Date(Date.now() - (3 - index) * 60_000).toISOString(),
  }));
  const guestState = {
    currentMood: 'overwhelm',
    favorites: [],
    progress: { xp: 30, level: 1, xpToNextLevel: 100, completedTechniques: ['breath-loop'], badges: [] },
    history,
  };
  await page.addInitScript((state) => {
    if (!window.sessionStorage.getItem('steady-e2e-guest')) {
      window.localStorage.setItem('userState', JSON.stringify(state));
      window.sessionStorage.setItem('steady-e2e-guest', '1');
    }
  }, guestState);

  await page.goto('/register');
  await page.getByLabel('Name').fill('Gus Guest');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret1');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Keep the progress you made on this device?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, keep it' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto('/profile');
  await expect(page.getByText('30 of 100 XP to level 2')).toBeVisible();
  await page.goto('/history');
  await expect(page.getByRole('listitem')).toHaveCount(3);
});

test('without Google configured, the login page has no Google button and the endpoint says why', async ({
  page,
  request,
  baseURL,
}) => {
  const providers = await request.get(`${baseURL}/api/auth/providers`);
  expect(await providers.json()).toEqual({ google: false });
  const google = await request.get(`${baseURL}/api/auth/google`, { maxRedirects: 0 });
  expect(google.status()).toBe(503);
  expect((await google.json()).error.code).toBe('not_configured');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
});
