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
        setTimeout(() => response.end('slow answer'), 200);
      },
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
      onClose: async () => {
        events.push('onClose');
      },
    });
    const answer = fetch(server.url).then(async (response) => {
      events.push(`answered: ${await response.text()}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([server.close(), answer]);
    expect(events).toEqual(['answered: slow answer', 'onClose']);
    await expect(fetch(server.url)).rejects.toThrow();
  });
});
