import { registerResponseSchema, storageKeys } from '@steady/contracts';
import type { BrowserContext } from 'playwright-core';

/** Registers a fresh account on the stack at `baseUrl` and answers its access token. */
export async function registerBenchAccount(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'calm-password-1',
      acceptedTerms: true,
    }),
  });
  if (!response.ok) throw new Error(`Registering the bench's account answered ${response.status}`);
  return registerResponseSchema.parse(await response.json()).token;
}

/**
 * A fresh account made premium the way a user does it (a checkout session completed on the local test
 * checkout), with consent to health data so the journal and statistics show their content.
 */
export async function registerPremiumBenchAccount(baseUrl: string): Promise<string> {
  const token = await registerBenchAccount(baseUrl);
  const post = async (path: string, method = 'POST', body: unknown = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}`);
    return response;
  };
  await post('/api/auth/consents/health', 'PUT', { granted: true });
  const { url } = (await (await post('/api/subscription/create-subscription')).json()) as { url: string };
  const sessionId = new URL(url, baseUrl).pathname.split('/').at(-1);
  await post(`/api/billing/local-checkout/${sessionId}/complete`);
  return token;
}

/** Keeps `token`'s session in `context` the way the app keeps it: the token in localStorage. */
export async function keepSession(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(({ key, stored }) => window.localStorage.setItem(key, JSON.stringify(stored)), {
    key: storageKeys.token,
    stored: token,
  });
}
