import { startTestStack, type RunningStack } from '../../../e2e/support/test-stack';
import { fuzz, hostileRequests, sendRawRequest } from '../../../scripts/lib/hostile-requests';

// The real gateway and services as `npm start` runs them (SQLite, or MariaDB when TEST_MYSQL_URL is set).
describe('the running app under hostile requests', () => {
  let stack: RunningStack;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack('faults_fuzz');
    const registered = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Fuzz',
        email: `fuzz-${Date.now()}@example.com`,
        password: 'calm-password-1',
        acceptedTerms: true,
      }),
    });
    // Without a real token every signed-in route would stop at 401 and its handler would go unfuzzed.
    token = ((await registered.json()) as { token: string }).token;
    expect(token).toEqual(expect.any(String));
  }, 60_000);
  afterAll(() => stack?.stop());

  it('answers every one of 400 bad encodings, odd bodies, wrong methods, long paths and bad headers below 500', async () => {
    const result = await fuzz(stack.url, hostileRequests(400, token));
    expect(result.failures).toEqual([]);
    expect(result.requests).toBe(400);
  }, 120_000);

  it('does not count a HEAD answered with a deliberate 503 as a failure, judging it by the GET of the same path', async () => {
    const result = await fuzz(stack.url, [
      { method: 'HEAD', target: '/api/auth/google/callback', headers: [] },
    ]);
    expect(result.byStatus).toEqual({ 503: 1 });
    expect(result.failures).toEqual([]);
  });

  it('answers a bad %-escape in an API path with 400 JSON', async () => {
    const answer = await sendRawRequest(stack.url, {
      method: 'GET',
      target: '/api/content/%ZZ',
      headers: [],
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('"code":"bad_request"');
  });

  it('closes the connection of a client that asks for it, after a proxied answer', async () => {
    const started = Date.now();
    const answer = await sendRawRequest(stack.url, {
      method: 'GET',
      target: '/api/auth/providers',
      headers: [],
    });
    expect(answer.text.toLowerCase()).toContain('connection: close');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
