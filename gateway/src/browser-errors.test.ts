import request from 'supertest';
import { createLogger } from '@steady/service-common';
import { metricValue } from '@steady/service-common/testing';
import { buildGateway, type Gateway } from './app';
import { browserErrorReportsPerMinute } from './browser-errors';
import { loadGatewayConfig } from './config';

const logger = createLogger({ name: 'gateway', level: 'silent' });

const report = {
  app: 'mf_techniques',
  version: '3f9a1c2b7d00',
  kind: 'render',
  message: 'TypeError: Cannot read properties of undefined',
  stack:
    'TypeError: Cannot read properties of undefined\n    at Tool (/remotes/mf_techniques/static/js/tool.1a2b3c4d.js:1:200)',
  page: '/techniques',
};

const reportedCount = (labels: Record<string, string>) => metricValue('steady_browser_errors_total', labels);

describe('browser error reports', () => {
  let gateway: Gateway;

  beforeEach(() => {
    gateway = buildGateway(loadGatewayConfig({ LOG_LEVEL: 'silent' }), logger);
  });
  afterEach(() => gateway.close());

  it('counts a report by app, build version and kind, and answers 204', async () => {
    const labels = { app: 'mf_techniques', version: '3f9a1c2b7d00', kind: 'render' };
    const before = await reportedCount(labels);
    const response = await request(gateway.app).post('/api/browser-errors').send(report);
    expect(response.status).toBe(204);
    expect(await reportedCount(labels)).toBe(before + 1);
  });

  it('refuses a report of another shape, broken JSON or another type with 400 JSON and too much with 413, counting nothing', async () => {
    for (const bad of [
      { ...report, app: 'mf_unknown' },
      { ...report, page: '/recommendations/anxiety' },
      { ...report, message: 'x'.repeat(501) },
      { ...report, version: 'not a version' },
    ]) {
      const response = await request(gateway.app).post('/api/browser-errors').send(bad);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    expect(await reportedCount({ app: 'mf_unknown' })).toBe(0);
    const broken = await request(gateway.app)
      .post('/api/browser-errors')
      .set('content-type', 'application/json')
      .send('{"app": "shell",');
    expect(broken.status).toBe(400);
    const notJson = await request(gateway.app)
      .post('/api/browser-errors')
      .set('content-type', 'text/plain')
      .send('boom');
    expect(notJson.status).toBe(400);
    expect(
      (
        await request(gateway.app)
          .post('/api/browser-errors')
          .send({ ...report, stack: 'x'.repeat(9000) })
      ).status,
    ).toBe(413);
  });

  it(`takes at most ${browserErrorReportsPerMinute} reports a minute from one address, then 429`, async () => {
    for (let sent = 0; sent < browserErrorReportsPerMinute; sent += 1) {
      expect((await request(gateway.app).post('/api/browser-errors').send(report)).status).toBe(204);
    }
    const refused = await request(gateway.app).post('/api/browser-errors').send(report);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
  });
});
