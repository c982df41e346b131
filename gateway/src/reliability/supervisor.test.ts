import { startTestStack, type RunningStack } from '../../../e2e/support/test-stack';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthOf(url: string): Promise<{ status: string; database?: string } | undefined> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
    return response.ok ? ((await response.json()) as { status: string; database?: string }) : undefined;
  } catch {
    return undefined;
  }
}

async function signIn(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'calm-password-1' }),
  });
  return response.status;
}

// The real services under the same supervisor as `npm start` (SQLite, or MariaDB when TEST_MYSQL_URL is set).
describe('the app when a process crashes', () => {
  let stack: RunningStack;
  let printed = '';
  const email = `crash-${Date.now()}@example.com`;

  beforeAll(async () => {
    stack = await startTestStack('faults_supervisor', {}, (text) => {
      printed += text;
    });
    const registered = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash', email, password: 'calm-password-1', acceptedTerms: true }),
    });
    expect(registered.status).toBe(201);
  }, 60_000);
  afterAll(() => stack?.stop());

  it('restarts a killed service within 5 s, on the same database, and says so', async () => {
    const authUrl = `http://127.0.0.1:${stack.ports.auth}`;
    const before = await healthOf(authUrl);
    const killed = stack.processes.auth.child;
    killed.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => killed.once('exit', resolve));

    let after = await healthOf(authUrl);
    while (!after && Date.now() - killedAt < 10_000) {
      await pause(100);
      after = await healthOf(authUrl);
    }
    expect(Date.now() - killedAt).toBeLessThan(5000);
    expect(after).toEqual(before);
    expect(printed).toContain('[auth] stopped unexpectedly (killed by SIGKILL); restarting in 0.5 s');
    // The account made before the crash is there: the restarted service reads the same database.
    let status = await signIn(stack.url, email);
    while (status === 503 && Date.now() - killedAt < 10_000) {
      await pause(100);
      status = await signIn(stack.url, email);
    }
    expect(status).toBe(200);
  }, 30_000);

  it('restarts the gateway too', async () => {
    stack.processes.gateway.child.kill('SIGKILL');
    const killedAt = Date.now();
    await pause(200);
    while (!(await healthOf(stack.url.replace('localhost', '127.0.0.1'))) && Date.now() - killedAt < 10_000)
      await pause(100);
    expect(Date.now() - killedAt).toBeLessThan(5000);
    expect(printed).toContain('[gateway] stopped unexpectedly (killed by SIGKILL)');
  }, 30_000);
});
