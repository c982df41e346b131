// A user's way through the deployed stack: register → login → like → update-xp → journal entry → local
// checkout, each step asserted on what the API answers. The journal is a premium feature, so the entry is
// refused before the checkout and taken after it (billing's answer reaching auth).
import {
  createSubscriptionResponseSchema,
  loginResponseSchema,
  registerResponseSchema,
  subscriptionStatusResponseSchema,
} from '@steady/contracts';

async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; expect?: number } = {},
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const expected = options.expect ?? 200;
  if (response.status !== expected) {
    throw new Error(
      `${method} ${path} answered ${response.status} (expected ${expected}): ${text.slice(0, 300)}`,
    );
  }
  return response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** Walks the journey as a new user and answers that user's access token. */
export async function walkUserJourney(baseUrl: string, log: (line: string) => void): Promise<string> {
  const email = `deploy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'calm-deploy-password-1';
  registerResponseSchema.parse(
    await call(baseUrl, 'POST', '/api/auth/register', {
      body: { name: 'Deploy check', email, password, acceptedTerms: true },
      expect: 201,
    }),
  );
  log('  register ✓');
  const { token } = loginResponseSchema.parse(
    await call(baseUrl, 'POST', '/api/auth/login', { body: { email, password } }),
  );
  log('  login ✓');
  await call(baseUrl, 'POST', '/api/like/techniques/breath-loop/like', { token });
  log('  like ✓');
  await call(baseUrl, 'POST', '/api/user/update-xp', {
    token,
    body: { xp: 10, techniqueId: 'breath-loop', mood: 'anxiety' },
  });
  log('  update-xp ✓');
  // The journal is premium: refused now, taken once the checkout made the user premium (and the user
  // consented to health data being stored, as the app asks before the first entry).
  const entry = {
    date: new Date().toISOString(),
    state: 'anxiety',
    text: 'Slow breathing helped before the call',
  };
  await call(baseUrl, 'POST', '/api/journal', { token, body: entry, expect: 403 });
  const { url } = createSubscriptionResponseSchema.parse(
    await call(baseUrl, 'POST', '/api/subscription/create-subscription', { token, body: {} }),
  );
  const sessionId = new URL(url, baseUrl).pathname.split('/').at(-1);
  await call(baseUrl, 'POST', `/api/billing/local-checkout/${sessionId}/complete`, { token, expect: 303 });
  const { status } = subscriptionStatusResponseSchema.parse(
    await call(baseUrl, 'GET', '/api/subscription/status', { token }),
  );
  if (status !== 'active') {
    throw new Error(`After the local checkout the subscription is "${status}", not active`);
  }
  log(`  local checkout ✓ (subscription ${status})`);
  await call(baseUrl, 'PUT', '/api/auth/consents/health', { token, body: { granted: true } });
  await call(baseUrl, 'POST', '/api/journal', { token, body: entry, expect: 201 });
  log('  journal entry ✓ (refused before the checkout, taken after it and the health-data consent)');
  return token;
}
