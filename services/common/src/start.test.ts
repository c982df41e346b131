import { Agent, get } from 'node:http';
import { startService } from './start';
import { createLogger } from './logger';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('startService', () => {
  it('listens on an ephemeral port and reports its URL', async () => {
    const server = await startService({
      app: (_request, response) => response.end('hello'),
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(server.url)).text()).toBe('hello');
    await server.close();
  });

  it('lets an in-flight request finish before closing, then runs onClose', async () => {
    const events: string[] = [];
    const server = await startService({
      app: (_request, response) => {
        setTimeout(() => response.end('slow answer', () => events.push('answered')), 200);
      },
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
      onClose: async () => {
        events.push('onClose');
      },
    });
    const answer = fetch(server.url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [, text] = await Promise.all([server.close(), answer]);
    expect(text).toBe('slow answer');
    expect(events).toEqual(['answered', 'onClose']);
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('finishes all 20 requests under way when stopped, closes their kept-alive connections, and takes no new ones', async () => {
    const server = await startService({
      app: (_request, response) => {
        setTimeout(() => response.end('answered'), 300);
      },
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
    });
    const agent = new Agent({ keepAlive: true });
    const ask = () =>
      new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) => {
        get(server.url, { agent }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, connection: response.headers.connection, body }),
          );
        }).on('error', reject);
      });
    // A kept-alive connection left idle by an earlier answer must not hold the stop open either.
    await ask();
    const underWay = Array.from({ length: 20 }, ask);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopStarted = Date.now();
    const [answers] = await Promise.all([Promise.all(underWay), server.close()]);
    expect(Date.now() - stopStarted).toBeLessThan(2000);
    expect(answers).toEqual(underWay.map(() => ({ status: 200, connection: 'close', body: 'answered' })));
    await expect(fetch(server.url)).rejects.toThrow();
    agent.destroy();
  });
});
