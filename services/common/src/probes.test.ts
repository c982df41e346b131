import request from 'supertest';
import { openDatabase } from './database/open';
import { createLogger } from './logger';
import { createServiceApp } from './server';
import { startService } from './start';
import { createTestDatabase, type TestDatabase } from './testing/test-databases';

const logger = createLogger({ name: 'test', level: 'silent' });

describe("a service's probes", () => {
  let database: TestDatabase<unknown>;

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  it('answers /livez 200 even when its database does not answer, and /readyz 503 then', async () => {
    // Port 1 refuses connections at once: a database server that is down.
    const unreachable = openDatabase({ dialect: 'mysql', url: 'mysql://steady@127.0.0.1:1/steady' });
    const app = createServiceApp({ name: 'content', logger, database: unreachable });
    const live = await request(app).get('/livez');
    const ready = await request(app).get('/readyz');
    await unreachable.close();
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', service: 'content', database: 'mysql' });
  });

  it('answers /readyz 200 with its database, then 503 "stopping" from the moment it is asked to stop', async () => {
    const app = createServiceApp({ name: 'auth', logger, database });
    const before = await request(app).get('/readyz');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ status: 'ok', service: 'auth', database: 'sqlite' });

    let answerSlowRequest: () => void = () => {};
    const server = await startService({
      app: (incoming, response) => {
        if (incoming.url === '/slow') answerSlowRequest = () => response.end('done');
        else app(incoming, response);
      },
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
    });
    const slow = fetch(`${server.url}/slow`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close();
    // While the slow request finishes, the same app (reached through any other server) is not ready.
    const during = await request(app).get('/readyz');
    const live = await request(app).get('/livez');
    answerSlowRequest();
    expect(await slow).toBe('done');
    await closed;
    expect(during.status).toBe(503);
    expect(during.body).toEqual({
      status: 'unavailable',
      service: 'auth',
      database: 'sqlite',
      stopping: true,
    });
    expect(live.status).toBe(200);
  });
});
