import request from 'supertest';
import { gatewayHealthSchema, gatewayReadinessSchema } from '@steady/contracts';
import { createLogger, startService } from '@steady/service-common';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';
import { startEchoService, type EchoService } from './testing/echo-service';

const logger = createLogger({ name: 'gateway', level: 'silent' });

describe('GET /healthz of the gateway', () => {
  let services: EchoService[];

  beforeEach(async () => {
    services = await Promise.all(['auth', 'content', 'billing'].map((name) => startEchoService(name)));
  });
  afterEach(() => Promise.all(services.map((service) => service.stop())));

  function gatewayFor([auth, content, billing]: EchoService[]) {
    return buildGateway(
      loadGatewayConfig({
        AUTH_URL: auth!.url,
        CONTENT_URL: content!.url,
        BILLING_URL: billing!.url,
        LOG_LEVEL: 'silent',
      }),
      logger,
    );
  }

  it('is ok when every service is', async () => {
    const gateway = gatewayFor(services);
    const response = await request(gateway.app).get('/healthz');
    gateway.close();
    expect(response.status).toBe(200);
    expect(gatewayHealthSchema.parse(response.body)).toEqual({
      status: 'ok',
      services: {
        auth: { status: 'ok', service: 'auth', database: 'sqlite' },
        content: { status: 'ok', service: 'content', database: 'sqlite' },
        billing: { status: 'ok', service: 'billing', database: 'sqlite' },
      },
    });
  });

  it('is degraded with 503, within about a second, when a service is down', async () => {
    await services[1]!.stop();
    const gateway = gatewayFor(services);
    const started = Date.now();
    const response = await request(gateway.app).get('/healthz');
    gateway.close();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.status).toBe(503);
    expect(gatewayHealthSchema.parse(response.body)).toMatchObject({
      status: 'degraded',
      services: {
        auth: { status: 'ok' },
        content: { status: 'unavailable', service: 'content' },
        billing: { status: 'ok' },
      },
    });
  });

  it('counts a service that does not answer within a second as unavailable', async () => {
    const slow = await startEchoService('billing', { delayMs: 3000 });
    const gateway = gatewayFor([services[0]!, services[1]!, slow]);
    const started = Date.now();
    const response = await request(gateway.app).get('/healthz');
    gateway.close();
    await slow.stop();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.body.services.billing).toEqual({ status: 'unavailable', service: 'billing' });
  });

  it('answers /readyz 200 with each service state when one service is down, and /livez 200', async () => {
    await services[1]!.stop();
    const gateway = gatewayFor(services);
    const ready = await request(gateway.app).get('/readyz');
    const live = await request(gateway.app).get('/livez');
    gateway.close();
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(gatewayReadinessSchema.parse(ready.body)).toMatchObject({
      status: 'degraded',
      services: {
        auth: { status: 'ok' },
        content: { status: 'unavailable', service: 'content' },
        billing: { status: 'ok' },
      },
    });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 "stopping" once its server is asked to stop', async () => {
    const gateway = gatewayFor(services);
    const server = await startService({
      app: gateway.app,
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
    });
    await server.close();
    const ready = await request(gateway.app).get('/readyz');
    gateway.close();
    expect(ready.status).toBe(503);
    expect(gatewayReadinessSchema.parse(ready.body).status).toBe('stopping');
  });
});
