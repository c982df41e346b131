import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstanceClient, failedInstancePauseMs } from './instance-client';

interface TestInstance {
  url: string;
  /** Each request's method and path, in order. */
  seen: string[];
  /** The status it answers with; 'hang' never answers. */
  answer: number | 'hang';
  stop(): Promise<void>;
}

async function startInstance(name: string): Promise<TestInstance> {
  const instance = { seen: [] as string[], answer: 200 } as TestInstance;
  const server: Server = createServer((request, response) => {
    instance.seen.push(`${request.method} ${request.url}`);
    if (instance.answer === 'hang') return;
    response.writeHead(instance.answer, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ answeredBy: name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  instance.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  instance.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return instance;
}

const answeredBy = async (response: Response) =>
  ((await response.json()) as { answeredBy: string }).answeredBy;

describe('calls to another service with several instances', () => {
  let first: TestInstance;
  let second: TestInstance;
  beforeEach(async () => {
    [first, second] = await Promise.all([startInstance('first'), startInstance('second')]);
  });
  afterEach(async () => {
    await Promise.all([first.stop(), second.stop()]);
  });

  it('take turns between the instances', async () => {
    const instances = createInstanceClient([first.url, second.url]);
    const answers = [];
    for (let call = 0; call < 4; call += 1) {
      answers.push(await answeredBy(await instances.fetch('/internal/x', { timeoutMs: 1000 })));
    }
    expect(answers).toEqual(['first', 'second', 'first', 'second']);
  });

  it('are answered by the second instance when the first is down', async () => {
    await first.stop();
    const instances = createInstanceClient([first.url, `${second.url}/`]);
    for (let call = 0; call < 3; call += 1) {
      const response = await instances.fetch('/internal/entitlements/ann', { timeoutMs: 1000 });
      expect(response.status).toBe(200);
      expect(await answeredBy(response)).toBe('second');
    }
    expect(second.seen).toEqual(Array(3).fill('GET /internal/entitlements/ann'));
  });

  it('pass over an instance that cut the connection for 5 seconds, then ask it again', async () => {
    let connectionsCut = 0;
    const cutting = createServer();
    cutting.on('connection', (socket) => {
      connectionsCut += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    let clock = 0;
    const instances = createInstanceClient(
      [`http://127.0.0.1:${(cutting.address() as AddressInfo).port}`, second.url],
      () => clock,
    );
    const ask = async () => answeredBy(await instances.fetch('/internal/x', { timeoutMs: 1000 }));
    expect([await ask(), await ask(), await ask()]).toEqual(['second', 'second', 'second']);
    expect(connectionsCut).toBe(1);
    clock += failedInstancePauseMs;
    expect(await ask()).toBe('second');
    expect(connectionsCut).toBe(2);
    await new Promise((resolve) => cutting.close(resolve));
  });

  it('send an idempotent request on when an instance answers 502, 503 or 504', async () => {
    for (const status of [502, 503, 504]) {
      first.answer = status;
      const instances = createInstanceClient([first.url, second.url]);
      const response = await instances.fetch('/internal/users/ann/data', {
        method: 'DELETE',
        timeoutMs: 1000,
      });
      expect(response.status).toBe(200);
      expect(await answeredBy(response)).toBe('second');
    }
    expect(second.seen).toEqual(Array(3).fill('DELETE /internal/users/ann/data'));
  });

  it('give the last instance’s answer when every instance is unavailable', async () => {
    first.answer = 503;
    second.answer = 503;
    const response = await createInstanceClient([first.url, second.url]).fetch('/internal/x', {
      timeoutMs: 1000,
    });
    expect(response.status).toBe(503);
    expect(first.seen).toHaveLength(1);
    expect(second.seen).toHaveLength(1);
  });

  it('never send a POST twice, nor a request that timed out', async () => {
    first.answer = 503;
    const posted = await createInstanceClient([first.url, second.url]).fetch('/internal/x', {
      method: 'POST',
      timeoutMs: 1000,
    });
    expect(posted.status).toBe(503);
    first.answer = 'hang';
    await expect(
      createInstanceClient([first.url, second.url]).fetch('/internal/x', { timeoutMs: 200 }),
    ).rejects.toThrow(/timeout|aborted/i);
    expect(second.seen).toEqual([]);
  });

  it('fail with the connection error when the only instance is down', async () => {
    await first.stop();
    await expect(createInstanceClient(first.url).fetch('/internal/x', { timeoutMs: 1000 })).rejects.toThrow(
      'fetch failed',
    );
  });
});
