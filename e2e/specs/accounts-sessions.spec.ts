import { findFreePort } from '../../scripts/lib/stack';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { oidcProviderEnvironment, providerAccountName, startOidcProvider } from '../support/oidc-provider';
import { startTestStack, type RunningStack } from '../support/test-stack';

test.describe('Google sign-in against a local OpenID provider', () => {
  let stack: RunningStack;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  test.beforeAll(async () => {
    const providerPort = await findFreePort();
    stack = await startTestStack('accounts_google', oidcProviderEnvironment(providerPort));
    provider = await startOidcProvider(providerPort, `${stack.url}/api/auth/google/callback`);
  });
  test.afterAll(async () => {
    await provider?.stop();
    await stack?.stop();
  });

  test('a new Google account needs the terms first, then lands home signed in; cancelling comes back to /login', async ({
    page,
  }) => {
    const email = `google-${Date.now()}@example.com`;
    await page.goto(`${stack.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // No account exists until the age and terms confirmation is given.
    await expect(page).toHaveURL(/\/register\?google=terms_required/);
    await expect(page.getByText(/To create your Steady account with Google, first tick/)).toBeVisible();
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    // The provider remembers the sign-in; it may still ask to confirm the consent.
    const home = page.waitForURL(`${stack.url}/`);
    const consent = page.getByRole('button', { name: 'Continue' });
    await Promise.race([home, consent.waitFor()]);
    if (await consent.isVisible()) await consent.click();
    await home;

    await expect(page).toHaveURL(`${stack.url}/`);
    await expect(page.getByRole('button', { name: `Account menu for ${providerAccountName}` })).toBeVisible();
    await page.goto(`${stack.url}/profile`);
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Account menu for ${providerAccountName}` }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    // Forget the provider's own session too, so it asks again and offers Cancel.
    await page.context().clearCookies();
    await page.goto(`${stack.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(`${stack.url}/login?error=auth_failed`);
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');
  });
  test('a guest who likes, then continues with Google, is back on the page with the like saved', async ({
    page,
  }) => {
    await page.goto(`${stack.url}/recommendations/anxiety`);
    await page.getByRole('button', { name: 'Like Breath loop' }).click();
    await page.getByRole('status').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${stack.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.locator('input[name="login"]').fill(`google-like-${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // A new identity confirms the terms first; the like waits for it.
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    const back = page.waitForURL(`${stack.url}/recommendations/anxiety`);
    const consent = page.getByRole('button', { name: 'Continue' });
    await Promise.race([back, consent.waitFor()]);
    if (await consent.isVisible()) await consent.click();
    await back;

    const like = page.getByRole('button', { name: 'Like Breath loop' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('a session whose token expires', () => {
  const tokenLifetimeSeconds = 6;
  let stack: RunningStack;

  test.beforeAll(async () => {
    stack = await startTestStack('accounts_expiry', {
      AUTH_TOKEN_LIFETIME_SECONDS: String(tokenLifetimeSeconds),
    });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('lands on /login at the next API call, signed out', async ({ page, request }) => {
    const account = await registerAccount(request, stack.url, 'Eve Expiring');
    const issuedAt = Date.now();
    await openSignedIn(page, account.token, `${stack.url}/profile`);
    await expect(page.getByText('Level 1')).toBeVisible();

    await page.waitForTimeout(issuedAt + (tokenLifetimeSeconds + 1) * 1000 - Date.now());
    await page.getByRole('button', { name: 'Account menu for Eve Expiring' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'History' }).click();

    await expect(page).toHaveURL(`${stack.url}/login`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
