import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openProfileGroup } from '../support/profile';
import { openLockedTechniques } from '../support/state-page';
import { startTestStack, type RunningStack } from '../support/test-stack';

// Access tokens live six seconds here (long enough for a page to load on a busy machine), so every test
// outlives them.
const accessLifetimeSeconds = 6;
/** Waits until a token issued at `issuedAt` (epoch ms; now by default) has expired. */
const outliveAccessToken = (page: Page, issuedAt = Date.now()) =>
  page.waitForTimeout(Math.max(0, issuedAt + (accessLifetimeSeconds + 1) * 1000 - Date.now()));

let stack: RunningStack;
test.beforeAll(async () => {
  stack = await startTestStack('sessions', { AUTH_TOKEN_LIFETIME_SECONDS: String(accessLifetimeSeconds) });
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Signs in the way the login form does, in the page's own cookie jar (so the browser holds the refresh cookie). */
async function logInWithin(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post(`${stack.url}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function markSighDone(page: Page) {
  const sigh = page.getByRole('article', { name: 'Double-inhale sigh' });
  await sigh.getByRole('button', { name: 'Show steps' }).click();
  await sigh.getByRole('button', { name: 'Mark as done' }).click();
}

const xpBar = (page: Page) => page.getByRole('progressbar', { name: 'XP towards the next level' });

async function fillLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a signed-in user stays signed in past the access token and the completion is saved', async ({
  page,
}) => {
  const account = await registerAccount(page.request, stack.url, 'Sam Steady');
  const issuedAt = Date.now();
  const token = await logInWithin(page.request, account);
  await openSignedIn(page, token, `${stack.url}/recommendations/anxiety`);
  await expect(xpBar(page)).toHaveAttribute('aria-valuetext', '0 / 100 XP');

  await outliveAccessToken(page, issuedAt);
  await markSighDone(page);
  await expect(page.getByText('+10 XP! completed: Double-inhale sigh')).toBeVisible();
  await expect(xpBar(page)).toHaveAttribute('aria-valuetext', '10 / 100 XP');
  await expect(page).toHaveURL(`${stack.url}/recommendations/anxiety`);

  await outliveAccessToken(page);
  await page.goto(`${stack.url}/profile`);
  await expect(page.getByRole('button', { name: 'Account menu for Sam Steady' })).toBeVisible();
  await expect(page.getByText('Level 1')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBe(JSON.stringify(token));
});

test('a completion refused because the session ended is kept, and saved after signing in again', async ({
  page,
  request,
}) => {
  // Registered outside the browser: the page has the access token but no refresh cookie to renew it.
  const account = await registerAccount(request, stack.url, 'Eve Ending');
  const issuedAt = Date.now();
  await openSignedIn(page, account.token, `${stack.url}/recommendations/anxiety`);
  await expect(xpBar(page)).toHaveAttribute('aria-valuetext', '0 / 100 XP');

  await outliveAccessToken(page, issuedAt);
  await markSighDone(page);
  await expect(page).toHaveURL(`${stack.url}/login`);
  await expect(page.getByText('Your session ended — please sign in again')).toBeVisible();

  await fillLogin(page, account);
  await expect(page).toHaveURL(`${stack.url}/recommendations/anxiety`);
  await expect(xpBar(page)).toHaveAttribute('aria-valuetext', '10 / 100 XP');
  const progress = await request.get(`${stack.url}/api/user/progress`, {
    headers: { authorization: `Bearer ${await logInWithin(request, account)}` },
  });
  expect(((await progress.json()) as { xp: number }).xp).toBe(10);
});

test('"Sign out everywhere" ends the session on another device at its next call', async ({
  page,
  browser,
}) => {
  const account = await registerAccount(page.request, stack.url, 'Dee Devices');
  await openSignedIn(page, await logInWithin(page.request, account), `${stack.url}/profile`);

  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  const phoneToken = await logInWithin(phonePage.request, account);
  await openSignedIn(phonePage, phoneToken, `${stack.url}/profile`);
  await expect(phonePage.getByText('Level 1')).toBeVisible();

  await openProfileGroup(page, 'Security');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(`${stack.url}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Refused by content too, though the phone's access token has not expired.
  const liked = await phonePage.request.get(`${stack.url}/api/like/techniques/liked`, {
    headers: { authorization: `Bearer ${phoneToken}` },
  });
  expect(liked.status()).toBe(401);

  await phonePage.getByRole('button', { name: 'Account menu for Dee Devices' }).click();
  await phonePage.getByRole('banner').getByRole('link', { name: 'History' }).click();
  await expect(phonePage).toHaveURL(`${stack.url}/login`);
  await expect(phonePage.getByText('Your session ended — please sign in again')).toBeVisible();
  await fillLogin(phonePage, account);
  await expect(phonePage).toHaveURL(`${stack.url}/history`);
  await phone.close();
});

test('a guest who likes, then logs in, is back on the page with the like saved', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, stack.url);
  await page.goto(`${stack.url}/recommendations/anxiety`);
  await page.getByRole('button', { name: 'Like Breath loop' }).click();
  await page.getByRole('status').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${stack.url}/login`);

  await fillLogin(page, account);
  await expect(page).toHaveURL(`${stack.url}/recommendations/anxiety`);
  const like = page.getByRole('button', { name: 'Like Breath loop' });
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});

test('"Sign up to unlock" on a premium card leads, after registering, to the premium path of that technique', async ({
  page,
}) => {
  await page.goto(`${stack.url}/recommendations/overwhelm`);
  await openLockedTechniques(page);
  await page
    .getByRole('link', { name: /^Sign up to unlock/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${stack.url}/register`);
  await page.getByLabel('Name').fill('Una Unlock');
  await page.getByLabel('Email').fill(`unlock-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('calm-password-1');
  await page.getByLabel('Confirm password').fill('calm-password-1');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.url}/premium\\?technique=[a-z0-9-]+$`));
  await expect(page.getByRole('button', { name: 'Account menu for Una Unlock' })).toBeVisible();
});
