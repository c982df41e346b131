import request from 'supertest';
import { serviceHealthSchema } from '@steady/contracts';
import { openDatabase } from './database/open';
import { createLogger } from './logger';
import { createServiceApp } from './server';
import { createTestDatabase, type TestDatabase } from './testing/test-databases';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('a service app', () => {
  let database: TestDatabase<unknown>;

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  it('answers /healthz with ok, its name and its database dialect', async () => {
    const response = await request(createServiceApp({ name: 'content', logger, database })).get('/healthz');
    expect(response.status).toBe(200);
    expect(serviceHealthSchema.parse(response.body)).toEqual({
      status: 'ok',
      service: 'content',
      database: 'sqlite',
    });
  });

  it('answers /healthz with 503 unavailable when the database does not answer', async () => {
    // Port 1 refuses connections at once: a database server that is down.
    const unreachable = openDatabase({ dialect: 'mysql', url: 'mysql://steady@127.0.0.1:1/steady' });
    const response = await request(createServiceApp({ name: 'content', logger, database: unreachable })).get(
      '/healthz',
    );
    await unreachable.close();
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', service: 'content', database: 'mysql' });
  });

  it('echoes a well-formed incoming x-request-id', async () => {
    const response = await request(createServiceApp({ name: 'auth', logger, database }))
      .get('/healthz')
      .set('x-request-id', 'gateway-1234');
    expect(response.headers['x-request-id']).toBe('gateway-1234');
  });

  it('replaces a malformed x-request-id with a fresh UUID', async () => {
    const response = await request(createServiceApp({ name: 'auth', logger, database }))
      .get('/healthz')
      .set('x-request-id', 'bad id\twith "quotes"');
    expect(response.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends security headers and hides the framework', async () => {
    const response = await request(createServiceApp({ name: 'auth', logger, database })).get('/healthz');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
