import request from 'supertest';
import { createLogger } from '@steady/service-common';
import { buildGateway, type Gateway } from './app';
import { loadGatewayConfig } from './config';
import { gatewayBodyLimit } from './buffered-body';
import { connectTimeoutMs } from './proxy';
import { serviceRoutePrefixes } from './service-routes';
import { startClosingService, type ClosingService } from './testing/closing-service';
import { startEchoService, type EchoedRequest, type EchoService } from './testing/echo-service';
import { startUnacceptingHost } from './testing/unaccepting-host';

const logger = createLogger({ name: 'gateway', level: 'silent' });

describe('the gateway proxy', () => {
  let auth: EchoService;
  let content: EchoService;
  let billing: EchoService;
  let gateway: Gateway;

  beforeAll(async () => {
    [auth, content, billing] = await Promise.all([
      startEchoService('auth'),
      startEchoService('content'),
      startEchoService('billing'),
    ]);
    gateway = buildGateway(
      loadGatewayConfig({
        AUTH_URL: auth.url,
        CONTENT_URL: content.url,
        BILLING_URL: billing.url,
        LOG_LEVEL: 'silent',
      }),
      logger,
    );
  });
  afterAll(async () => {
    gateway.close();
    await Promise.all([auth.stop(), content.stop(), billing.stop()]);
  });

  const echoed = (response: request.Response) => response.body as EchoedRequest;

  it.each(
    Object.entries(serviceRoutePrefixes).flatMap(([service, prefixes]) =>
      prefixes.map((prefix) => [prefix, service]),
    ),
  )('sends %s to the %s service', async (prefix, service) => {
    const response = await request(gateway.app).get(`${prefix}/anything`);
    expect(response.status).toBe(200);
    expect(echoed(response)).toMatchObject({ service, url: `${prefix}/anything` });
  });

  it('preserves the method, full path, query string, headers and a JSON body', async () => {
    const response = await request(gateway.app)
      .put('/api/user/save-mood?lang=ru&tag=a&tag=b')
      .set('authorization', 'Bearer abc.def.ghi')
      .set('x-custom-header', 'kept')
      .send({ mood: 'anxiety', note: 'тревога' });
    const seen = echoed(response);
    expect(seen.method).toBe('PUT');
    expect(seen.url).toBe('/api/user/save-mood?lang=ru&tag=a&tag=b');
    expect(seen.headers).toMatchObject({
      authorization: 'Bearer abc.def.ghi',
      'x-custom-header': 'kept',
      'content-type': 'application/json',
    });
    expect(JSON.parse(Buffer.from(seen.bodyBase64, 'base64').toString('utf8'))).toEqual({
      mood: 'anxiety',
      note: 'тревога',
    });
  });

  it('passes a webhook body through byte for byte', async () => {
    // Stripe signs the exact bytes: odd spacing, key order and non-UTF-8 bytes must all survive.
    const raw = Buffer.concat([
      Buffer.from('{ "id":"evt_1",  "type" : "x" }\n'),
      Buffer.from([0xff, 0x00, 0xfe]),
    ]);
    const response = await request(gateway.app)
      .post('/api/billing/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', 't=1,v1=abc')
      // superagent would re-serialise a Buffer as JSON; send the bytes as they are.
      .serialize((body) => body)
      .send(raw);
    const seen = echoed(response);
    expect(Buffer.from(seen.bodyBase64, 'base64').equals(raw)).toBe(true);
    expect(seen.headers['stripe-signature']).toBe('t=1,v1=abc');
    expect(seen.headers['content-length']).toBe(String(raw.length));
  });

  it('leaves compressing an answer to the service: the browser’s accept-encoding reaches it, the body passes as sent', async () => {
    const longQuery = `?tags=${'calm,'.repeat(400)}`;
    const response = await request(gateway.app)
      .get(`/api/content/anxiety${longQuery}`)
      .set('accept-encoding', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(echoed(response).headers['accept-encoding']).toBe('gzip, br');
    expect(echoed(response).url).toBe(`/api/content/anxiety${longQuery}`);
  });

  it('queues requests beyond its connections to a service and answers them all', async () => {
    const responses = await Promise.all(
      Array.from({ length: 150 }, () => request(gateway.app).get('/api/auth/profile')),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
  });

  it('forwards its request id and the client address', async () => {
    const response = await request(gateway.app).get('/api/content/anxiety').set('x-request-id', 'trace-42');
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(echoed(response).headers).toMatchObject({
      'x-request-id': 'trace-42',
      'x-forwarded-for': expect.any(String),
    });
  });

  it('answers an /api path no service owns with 404 JSON, including lookalike prefixes', async () => {
    for (const path of ['/api/unknown', '/api/authors', '/api']) {
      const response = await request(gateway.app).get(path);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
  });

  it('answers a body over its limit with 413 JSON without sending it to the service', async () => {
    expect(gatewayBodyLimit).toBe('3mb');
    const before = auth.requestsSeen();
    const response = await request(gateway.app)
      .post('/api/user/photo')
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(3 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
    expect(auth.requestsSeen()).toBe(before);
  });

  it('answers a compressed request body with 415 JSON', async () => {
    const response = await request(gateway.app)
      .post('/api/user/save-mood')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{}');
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('bad_request');
  });

  it('routes by the path alone: a query naming another prefix does not move the request', async () => {
    const response = await request(gateway.app).get('/api/content/anxiety?next=/api/auth/me');
    expect(echoed(response)).toMatchObject({
      service: 'content',
      url: '/api/content/anxiety?next=/api/auth/me',
    });
  });

  it('never proxies /internal routes', async () => {
    for (const path of ['/internal/entitlements/u1', '/api/internal/entitlements/u1']) {
      const response = await request(gateway.app).get(path);
      expect(response.body).not.toHaveProperty('service');
    }
  });
});

describe('the gateway proxy when a service is down or slow', () => {
  let auth: EchoService;
  let slow: EchoService;
  let gateway: Gateway;

  beforeAll(async () => {
    auth = await startEchoService('auth');
    slow = await startEchoService('billing', { delayMs: 2000 });
    const stopped = await startEchoService('content');
    await stopped.stop();
    gateway = buildGateway(
      loadGatewayConfig({
        AUTH_URL: auth.url,
        CONTENT_URL: stopped.url,
        BILLING_URL: slow.url,
        PROXY_TIMEOUT_MS: '300',
        // What the proxy itself does, before health checks would count the slow service as down.
        HEALTH_CHECK_INTERVAL_MS: '60000',
        LOG_LEVEL: 'silent',
      }),
      logger,
    );
  });
  afterAll(async () => {
    gateway.close();
    await Promise.all([auth.stop(), slow.stop()]);
  });

  it('answers 503 service_unavailable within a second for a stopped service, and other routes still work', async () => {
    const started = Date.now();
    const response = await request(gateway.app).get('/api/content/anxiety');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The content service is temporarily unavailable. Please try again in a moment.',
      },
    });
    expect((await request(gateway.app).get('/api/auth/profile')).status).toBe(200);
  });

  it('answers 503 within about a second for a service that never accepts the connection', async () => {
    const host = await startUnacceptingHost();
    const unreachable = buildGateway(loadGatewayConfig({ AUTH_URL: host.url, LOG_LEVEL: 'silent' }), logger);
    const started = Date.now();
    const response = await request(unreachable.app).get('/api/auth/profile');
    const elapsed = Date.now() - started;
    unreachable.close();
    host.stop();
    expect(elapsed).toBeGreaterThanOrEqual(connectTimeoutMs - 50);
    expect(elapsed).toBeLessThan(connectTimeoutMs + 500);
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('service_unavailable');
  });

  it('answers 504 gateway_timeout when a service takes longer than the proxy timeout', async () => {
    const response = await request(gateway.app).get('/api/subscription/status');
    expect(response.status).toBe(504);
    expect(response.body).toEqual({
      error: {
        code: 'gateway_timeout',
        message: 'The billing service took too long to answer. Please try again in a moment.',
      },
    });
  });
});

describe('the gateway proxy on a connection the service closes', () => {
  let service: ClosingService;
  let gateway: Gateway;

  beforeEach(async () => {
    service = await startClosingService();
    gateway = buildGateway(loadGatewayConfig({ AUTH_URL: service.url, LOG_LEVEL: 'silent' }), logger);
  });
  afterEach(async () => {
    gateway.close();
    await service.stop();
  });

  it('sends a GET once more on a fresh connection', async () => {
    expect((await request(gateway.app).get('/api/auth/profile')).status).toBe(200);
    const again = await request(gateway.app).get('/api/auth/profile');
    expect(again.status).toBe(200);
    expect(service.requestsSeen()).toBe(3);
  });

  it('does not send a POST twice: its body may have been acted on', async () => {
    expect((await request(gateway.app).get('/api/auth/profile')).status).toBe(200);
    const post = await request(gateway.app).post('/api/auth/login').send({ email: 'a@example.com' });
    expect(post.status).toBe(503);
    expect(service.requestsSeen()).toBe(2);
  });
});
