import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createLogger } from '../logger';
import { createServiceApp } from '../server';
import { metricValue } from '../testing/metric-value';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { reachableTestRedis } from '../testing/test-redis';
import {
  connectRequestLimits,
  inMemoryRequestLimits,
  type ClientTraffic,
  type RequestLimits,
} from './request-limits';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('the limit on changes per client address', () => {
  let database: TestDatabase<unknown>;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  const appWith = (traffic: Partial<ClientTraffic> = {}) =>
    createServiceApp({
      name: 'content',
      logger,
      database,
      rawBodyRoutes: ['/api/billing/webhook'],
      traffic: {
        trustedProxies: ['loopback'],
        writesPerMinute: 3,
        limits: inMemoryRequestLimits(),
        ...traffic,
      },
    });

  it('answers 429 rate_limited JSON past the limit, for writes only and per address, and counts it', async () => {
    const app = appWith();
    const rejectionsBefore = await metricValue('steady_rate_limit_rejections_total', { limit: 'writes' });
    const write = (address: string) => request(app).post('/api/like/x').set('x-forwarded-for', address);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await write('203.0.113.1')).status).toBe(404);
    const refused = await write('203.0.113.1');
    expect(refused.status).toBe(429);
    // Counted for the operator, by the limit that refused it.
    expect(await metricValue('steady_rate_limit_rejections_total', { limit: 'writes' })).toBe(
      rejectionsBefore + 1,
    );
    expect(refused.body).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many changes from this address. Please wait a minute and try again.',
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(app).get('/api/like/x').set('x-forwarded-for', '203.0.113.1')).status).toBe(404);
    expect((await write('203.0.113.2')).status).toBe(404);
  });

  it('does not count webhooks, whose sender signs them and sends them in bursts', async () => {
    const app = appWith({ writesPerMinute: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await request(app).post('/api/billing/webhook')).status).toBe(404);
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy: anyone else cannot pick a fresh address', async () => {
    const app = appWith({ trustedProxies: ['10.0.0.1'] });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(app).post('/api/like/x').set('x-forwarded-for', `198.51.100.${attempt}`);
    }
    const refused = await request(app).post('/api/like/x').set('x-forwarded-for', '198.51.100.99');
    expect(refused.status).toBe(429);
  });
});

describe('rate limits in Redis', () => {
  let redisUrl: string | undefined;
  const connected: RequestLimits[] = [];
  let database: TestDatabase<unknown>;

  beforeAll(async () => {
    redisUrl = await reachableTestRedis();
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await Promise.all(connected.map((limits) => limits.close()));
    await database.dispose();
  });

  it('are counted once across two instances of a service', async () => {
    if (!redisUrl) {
      console.warn('Skipped: no Redis answers at REDIS_URL or 127.0.0.1:6379');
      return;
    }
    // A fresh prefix: counts left by an earlier run must not decide this one.
    const service = `test-${randomBytes(4).toString('hex')}`;
    const instances = [1, 2].map(() => {
      const limits = connectRequestLimits(service, redisUrl, logger);
      connected.push(limits);
      expect(limits.store).toBe('redis');
      return createServiceApp({
        name: 'content',
        logger,
        database,
        traffic: { trustedProxies: ['loopback'], writesPerMinute: 3, limits },
      });
    });
    // Connected in the background: wait until a write from another address is counted.
    for (const app of instances) {
      const deadline = Date.now() + 5000;
      let counted = false;
      while (!counted && Date.now() < deadline) {
        const probe = await request(app).post('/api/like/x').set('x-forwarded-for', '192.0.2.1');
        counted = probe.headers.ratelimit !== undefined;
      }
      expect(counted).toBe(true);
    }
    const statuses = [];
    // Alternating: instance 1, 2, 1, 2.
    for (const app of [...instances, ...instances]) {
      statuses.push((await request(app).post('/api/like/x').set('x-forwarded-for', '192.0.2.44')).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
