import type { APIRequestContext, Page } from '@playwright/test';
import { registerResponseSchema, type RegisterResponse } from '@steady/contracts';

let accountCounter = 0;

/**
 * A new account through the real API, with a unique email, for specs that need a signed-in user. It has
 * consented to health data being stored (journal, test answers) unless `healthConsent` is false.
 */
export async function registerAccount(
  request: APIRequestContext,
  baseURL: string,
  name = 'Alex Tester',
  { healthConsent = true } = {},
) {
  accountCounter += 1;
  const email = `user-${Date.now()}-${process.pid}-${accountCounter}@example.com`;
  const password = 'calm-password-1';
  const response = await request.post(`${baseURL}/api/auth/register`, {
    data: { name, email, password, acceptedTerms: true },
  });
  if (response.status() !== 201)
    throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  const account: RegisterResponse = registerResponseSchema.parse(await response.json());
  if (healthConsent) {
    const consent = await request.put(`${baseURL}/api/auth/consents/health`, {
      headers: { authorization: `Bearer ${account.token}` },
      data: { granted: true },
    });
    if (consent.status() !== 200) throw new Error(`consent answered ${consent.status()}`);
  }
  return { ...account, email, password };
}

/** Opens the app signed in as `token`, the way a returning user arrives (token in localStorage). */
export async function openSignedIn(page: Page, token: string, path = '/') {
  await page.addInitScript((storedToken) => {
    if (!window.sessionStorage.getItem('steady-e2e-signed-in')) {
      window.localStorage.setItem('token', JSON.stringify(storedToken));
      window.sessionStorage.setItem('steady-e2e-signed-in', '1');
    }
  }, token);
  await page.goto(path);
}

/** Makes an account premium the way a user does: a checkout session completed on the local test checkout. */
export async function subscribeOnLocalCheckout(request: APIRequestContext, baseURL: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post(`${baseURL}/api/subscription/create-subscription`, {
    headers,
    data: {},
  });
  if (created.status() !== 200) throw new Error(`create-subscription answered ${created.status()}`);
  const { url } = (await created.json()) as { url: string };
  const sessionId = new URL(url, baseURL).pathname.split('/').at(-1);
  const completed = await request.post(`${baseURL}/api/billing/local-checkout/${sessionId}/complete`, {
    headers,
    maxRedirects: 0,
  });
  if (completed.status() >= 400) throw new Error(`local checkout answered ${completed.status()}`);
}
