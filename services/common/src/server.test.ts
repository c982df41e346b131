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

  it("sends an API's security headers, not a page's, and hides the framework", async () => {
    const response = await request(createServiceApp({ name: 'auth', logger, database })).get('/healthz');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
    });
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ])
      expect(response.headers[documentOnly]).toBeUndefined();
  });

  it('compresses a JSON answer of 1 KB or more for a client that accepts it, and only then', async () => {
    const app = createServiceApp({
      name: 'content',
      logger,
      database,
      routes: (routes) =>
        routes.get('/api/long', (_request, response) => response.json({ text: 'calm '.repeat(400) })),
    });
    const compressed = await request(app).get('/api/long').set('accept-encoding', 'br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.text).toHaveLength(2000);
    const plain = await request(app).get('/api/long').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await request(app).get('/healthz').set('accept-encoding', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('a service app with raw body routes', () => {
  let database: TestDatabase<unknown>;
  const signedBytes = '{"id":"evt_1",  "amount": 5.10}';

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  function appEchoingBodies() {
    return createServiceApp({
      name: 'billing',
      logger,
      database,
      rawBodyRoutes: ['/webhook'],
      routes: (app) => {
        const describeBody = (body: unknown) =>
          Buffer.isBuffer(body) ? { raw: body.toString('utf8') } : { parsed: body ?? null };
        app.post('/webhook', (request, response) => {
          response.json(describeBody(request.body));
        });
        app.post('/webhook/child', (request, response) => {
          response.json(describeBody(request.body));
        });
        app.post('/json', (request, response) => {
          response.json(describeBody(request.body));
        });
      },
    });
  }

  it('hands the raw route its bytes exactly as sent, even when they are JSON', async () => {
    const response = await request(appEchoingBodies())
      .post('/webhook')
      .set('content-type', 'application/json')
      .send(signedBytes);
    expect(response.body).toEqual({ raw: signedBytes });
  });

  it('keeps the raw bytes of any content type on the raw route', async () => {
    const response = await request(appEchoingBodies())
      .post('/webhook')
      .set('content-type', 'text/plain')
      .send('not json');
    expect(response.body).toEqual({ raw: 'not json' });
  });

  it('still parses JSON on every other route, including paths below the raw one', async () => {
    const app = appEchoingBodies();
    const other = await request(app).post('/json').send({ amount: 5 });
    const below = await request(app).post('/webhook/child').send({ amount: 5 });
    expect(other.body).toEqual({ parsed: { amount: 5 } });
    expect(below.body).toEqual({ parsed: { amount: 5 } });
  });

  it('refuses a raw body over the JSON body limit with 413', async () => {
    const response = await request(appEchoingBodies())
      .post('/webhook')
      .set('content-type', 'application/json')
      .send(`"${'x'.repeat(200 * 1024)}"`);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });
});
