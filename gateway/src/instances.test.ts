import request from 'supertest';
import { createLogger } from '@steady/service-common';
import { buildGateway, type Gateway } from './app';
import { loadGatewayConfig } from './config';
import { startEchoService, type EchoedRequest, type EchoService } from './testing/echo-service';

const logger = createLogger({ name: 'gateway', level: 'silent' });

const answeredBy = (response: request.Response) => (response.body as EchoedRequest).service;

describe('the gateway in front of two instances of a service', () => {
  let first: EchoService;
  let second: EchoService;
  let gateway: Gateway;

  beforeEach(async () => {
    // Slow enough that a request is still in flight when an instance is stopped under it.
    [first, second] = await Promise.all([
      startEchoService('auth-1', { delayMs: 150 }),
      startEchoService('auth-2', { delayMs: 150 }),
    ]);
    gateway = buildGateway(
      loadGatewayConfig({
        AUTH_URLS: `${first.url}, ${second.url}`,
        HEALTH_CHECK_INTERVAL_MS: '60000',
        LOG_LEVEL: 'silent',
      }),
      logger,
    );
  });
  afterEach(async () => {
    gateway.close();
    await Promise.all([first.stop(), second.stop()]);
  });

  it('reads AUTH_URLS as the list of instances (AUTH_URL alone still names the only one) and TRUST_PROXY', () => {
    expect(loadGatewayConfig({ AUTH_URLS: 'http://a:4001,http://b:4001' }).services.auth).toEqual([
      'http://a:4001',
      'http://b:4001',
    ]);
    expect(loadGatewayConfig({ AUTH_URL: 'http://a:4001' }).services.auth).toEqual(['http://a:4001']);
    expect(() => loadGatewayConfig({ AUTH_URLS: 'http://a:4001,ftp://b' })).toThrow(/AUTH_URLS/);
    expect(loadGatewayConfig({}).trustedProxies).toEqual(['loopback']);
    expect(loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
  });

  it('sends requests to the instances in turn', async () => {
    const served: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      served.push(answeredBy(await request(gateway.app).get('/api/auth/profile')));
    }
    expect(served).toEqual(['auth-1', 'auth-2', 'auth-1', 'auth-2']);
  });

  it('sends everything to the other instance once one is stopped, without a failed request', async () => {
    await second.stop();
    const responses = [];
    for (let index = 0; index < 6; index += 1) {
      const method = index % 2 === 0 ? 'get' : 'post';
      // A POST without Idempotency-Key too: a refused connection never reached the stopped instance.
      responses.push(await request(gateway.app)[method]('/api/auth/profile'));
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map(answeredBy))).toEqual(new Set(['auth-1']));
  });

  async function stopSecondDuring(send: () => request.Test): Promise<request.Response[]> {
    // The first request goes to auth-1, the second to auth-2, which is stopped while it works on it.
    const pending = Promise.all([send(), send()]);
    while (second.requestsSeen() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await second.stop();
    return pending;
  }

  it('sends a GET cut off by an instance that stopped under it once more, to the other instance', async () => {
    const responses = await stopSecondDuring(() => request(gateway.app).get('/api/auth/profile'));
    expect(responses.map((response) => [response.status, answeredBy(response)])).toEqual([
      [200, 'auth-1'],
      [200, 'auth-1'],
    ]);
  });

  it('sends a POST with an Idempotency-Key once more, to the other instance', async () => {
    const responses = await stopSecondDuring(() =>
      request(gateway.app)
        .post('/api/auth/register')
        .set('idempotency-key', `key-${Math.random()}`)
        .send({ name: 'Ada' }),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const resent = responses[1]?.body as EchoedRequest;
    expect(resent.service).toBe('auth-1');
    expect(JSON.parse(Buffer.from(resent.bodyBase64, 'base64').toString('utf8'))).toEqual({ name: 'Ada' });
    // What the first attempt said about the client, not the same address twice.
    expect(String(resent.headers['x-forwarded-for']).split(',')).toHaveLength(1);
  });

  it('does not send a cut-off POST without an Idempotency-Key again: it may have been acted on', async () => {
    const responses = await stopSecondDuring(() =>
      request(gateway.app).post('/api/auth/register').send({ name: 'Ada' }),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 503]);
    expect(responses[1]?.body.error.code).toBe('service_unavailable');
  });

  it('answers 503 once every instance is stopped', async () => {
    await Promise.all([first.stop(), second.stop()]);
    const response = await request(gateway.app).get('/api/auth/profile');
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('service_unavailable');
  });
});
