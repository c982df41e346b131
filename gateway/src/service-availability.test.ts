import request from 'supertest';
import { createLogger } from '@steady/service-common';
import { buildGateway, type Gateway } from './app';
import { loadGatewayConfig } from './config';
import { failedChecksBeforeDown } from './service-availability';
import { outsideCallTimeoutMs, routeTimeoutMs } from './service-routes';
import { startEchoService, type EchoService } from './testing/echo-service';
import { startHungService, type HungService } from './testing/hung-service';

const logger = createLogger({ name: 'gateway', level: 'silent' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the gateway in front of a hung service', () => {
  let hung: HungService;
  let auth: EchoService;
  let billing: EchoService;
  let gateway: Gateway;

  beforeEach(async () => {
    [hung, auth, billing] = await Promise.all([
      startHungService('content'),
      startEchoService('auth'),
      startEchoService('billing'),
    ]);
  });
  afterEach(async () => {
    gateway.close();
    await Promise.all([hung.stop(), auth.stop(), billing.stop()]);
  });

  function startGateway(environment: Record<string, string> = {}) {
    gateway = buildGateway(
      loadGatewayConfig({
        AUTH_URL: auth.url,
        CONTENT_URL: hung.url,
        BILLING_URL: billing.url,
        LOG_LEVEL: 'silent',
        ...environment,
      }),
      logger,
    );
  }

  it('tells the caller within 5 s, with 504 JSON, that the service did not answer', async () => {
    startGateway();
    const started = Date.now();
    const response = await request(gateway.app).get('/api/content/anxiety');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(504);
    expect(response.body).toEqual({
      error: {
        code: 'gateway_timeout',
        message: 'The content service took too long to answer. Please try again in a moment.',
      },
    });
  }, 10_000);

  it('answers 503 at once once the service fails its health checks, without sending it the request', async () => {
    startGateway({ HEALTH_CHECK_INTERVAL_MS: '100' });
    // Each failed check waits out the 1 s health timeout.
    await pause(failedChecksBeforeDown * 1100 + 300);
    const seenBefore = hung.requestsSeen();
    const started = Date.now();
    const response = await request(gateway.app).get('/api/content/anxiety');
    // Far below the proxy timeout it would otherwise wait out, with room for a busy two-core machine.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('service_unavailable');
    expect(hung.requestsSeen()).toBeLessThanOrEqual(seenBefore + 1); // at most a health check
    expect((await request(gateway.app).get('/api/auth/providers')).status).toBe(200);
  }, 10_000);

  it('sends requests to the service again once it passes its health check', async () => {
    startGateway({ HEALTH_CHECK_INTERVAL_MS: '100' });
    await pause(failedChecksBeforeDown * 1100 + 300);
    expect((await request(gateway.app).get('/api/content/anxiety')).status).toBe(503);
    hung.recover();
    // While down, the service is checked every 0.5 s (plus the check still waiting out its timeout).
    await pause(1700);
    expect((await request(gateway.app).get('/api/content/anxiety')).status).toBe(200);
  }, 10_000);
});

describe('how long the gateway waits on a route', () => {
  it('is the proxy timeout, but 10 s on routes that wait on Stripe, Google or the other services', () => {
    expect(routeTimeoutMs('/api/content/anxiety', 4500)).toBe(4500);
    expect(routeTimeoutMs('/api/subscription/create-subscription', 4500)).toBe(outsideCallTimeoutMs);
    expect(routeTimeoutMs('/api/auth/google/callback', 4500)).toBe(outsideCallTimeoutMs);
    expect(routeTimeoutMs('/api/user/export', 20_000)).toBe(20_000);
  });
});
