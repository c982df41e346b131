import { randomBytes } from 'node:crypto';
import pino from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { connectRequestLimits, type RequestLimits } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  freeLoopbackPort,
  startOwnRedisServer,
  type OwnRedisServer,
  type TestDatabase,
} from '@steady/service-common/testing';
import { authMigrations } from '../../migrations';
import { buildApp } from './app';
import type { AuthDatabase } from '../database/schema';
import { registerTestAccount, testSettings } from '../testing/auth-test-app';

const outageWarning = 'Redis is unreachable; rate limits let requests through meanwhile';

/** Milliseconds below which `share` of the samples lie. */
function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Whether a response was counted in Redis: express-rate-limit sends its headers only when the store answered. */
const counted = (response: request.Response) => response.headers.ratelimit !== undefined;

describe('login and writes while Redis, where rate limits are counted, goes away', () => {
  let database: TestDatabase<AuthDatabase>;
  let limits: RequestLimits;
  let app: Express;
  let port: number;
  let redis: OwnRedisServer | undefined;
  const logLines: string[] = [];

  beforeAll(async () => {
    port = await freeLoopbackPort();
    database = await createMigratedTestDatabase<AuthDatabase>('sqlite', authMigrations);
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
    // Started while its Redis is down, as a service restarted during an outage is.
    limits = connectRequestLimits(
      `auth-test-${randomBytes(4).toString('hex')}`,
      `redis://127.0.0.1:${port}`,
      logger,
    );
    app = buildApp({
      logger,
      database,
      settings: testSettings,
      traffic: { trustedProxies: ['loopback'], writesPerMinute: 10_000, limits },
    });
  });
  afterAll(async () => {
    await limits.close();
    await redis?.kill();
    await database.dispose();
  });

  const outageWarnings = () => logLines.filter((line) => line.includes(outageWarning)).length;

  async function untilCounted(send: () => Promise<request.Response>) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (counted(await send())) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  it('start without Redis, answer uncounted, and count once Redis comes', async () => {
    const account = await registerTestAccount(app);
    const login = () =>
      request(app).post('/api/auth/login').send({ email: account.email, password: account.password });
    const first = await login();
    expect(first.status).toBe(200);
    expect(counted(first)).toBe(false);

    redis = await startOwnRedisServer(port);
    expect(await untilCounted(login)).toBe(true);
  }, 30_000);

  it('keep answering within 500 ms (p99) when Redis is killed, logged once, and count again when it is back', async () => {
    const account = await registerTestAccount(app);
    const login = () =>
      request(app).post('/api/auth/login').send({ email: account.email, password: account.password });
    expect(await untilCounted(login)).toBe(true);
    const warningsBefore = outageWarnings();

    await redis?.kill();
    const durations: number[] = [];
    const statuses = new Set<number>();
    for (let round = 0; round < 60; round += 1) {
      for (const send of [
        login,
        () =>
          request(app)
            .post('/api/auth/register')
            .send({
              name: 'Ann',
              email: `outage-${round}-${Date.now()}@example.com`,
              password: 'calm-password-1',
              acceptedTerms: true,
            }),
        () =>
          request(app)
            .put('/api/auth/consents/health')
            .set('Authorization', account.authorization)
            .send({ granted: round % 2 === 0 }),
      ]) {
        const started = performance.now();
        const response = await send();
        durations.push(performance.now() - started);
        statuses.add(response.status);
      }
    }
    expect([...statuses].sort()).toEqual([200, 201]);
    expect(percentile(durations, 0.99)).toBeLessThan(500);
    expect(outageWarnings()).toBe(warningsBefore + 1);

    redis = await startOwnRedisServer(port);
    expect(await untilCounted(login)).toBe(true);
  }, 60_000);
});
