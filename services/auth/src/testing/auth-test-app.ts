import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Express } from 'express';
import type { Entitlement, RegisterResponse, SubscriptionStatus } from '@steady/contracts';
import { createLogger, type DatabaseDialect } from '@steady/service-common';
import { createMigratedTestDatabase, type TestDatabase } from '@steady/service-common/src/testing';
import { authMigrations } from '../../migrations';
import { buildApp } from '../app';
import type { AuthDatabase } from '../repository/schema';
import { defaultLoginLimits, type AuthSettings } from '../settings';

/** A port nothing listens on: billing "down". */
export const unreachableBillingUrl = 'http://127.0.0.1:9';

export const testSettings: AuthSettings = {
  billingInternalUrl: unreachableBillingUrl,
  google: null,
  publicUrl: null,
  tokenLifetimeSeconds: 3600,
  // The lowest cost bcrypt allows: the tests check behaviour, not hashing speed.
  passwordHashRounds: 4,
  loginLimits: defaultLoginLimits,
};

/** A clock the test moves by hand. */
export function createTestClock(start = '2026-03-01T10:00:00.000Z') {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    advance: (milliseconds: number) => {
      current += milliseconds;
    },
  };
}

export interface AuthTestApp {
  app: Express;
  database: TestDatabase<AuthDatabase>;
  clock: ReturnType<typeof createTestClock>;
}

export async function createAuthTestApp(
  dialect: DatabaseDialect,
  settings: Partial<AuthSettings> = {},
): Promise<AuthTestApp> {
  const database = await createMigratedTestDatabase<AuthDatabase>(dialect, authMigrations);
  const clock = createTestClock();
  const app = buildApp({
    logger: createLogger({ name: 'auth', level: 'silent' }),
    database,
    settings: { ...testSettings, ...settings },
    now: clock.now,
  });
  return { app, database, clock };
}

let accountCounter = 0;

/** Registers a fresh account through the API and returns it with its password and bearer header. */
export async function registerTestAccount(app: Express, name = 'Анна Тестова') {
  accountCounter += 1;
  const email = `user${accountCounter}-${Date.now()}@example.com`;
  const password = 'calm-password-1';
  const response = await request(app).post('/api/auth/register').send({ name, email, password });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${response.text}`);
  const body = response.body as RegisterResponse;
  return { ...body, email, password, authorization: `Bearer ${body.token}` };
}

/** Stands in for billing's internal entitlement API: answers the given statuses, or after a delay. */
export async function startBillingStub(
  statuses: Record<string, SubscriptionStatus>,
  options: { delayMs?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((incoming, outgoing) => {
    const userId = decodeURIComponent(incoming.url?.split('/').pop() ?? '');
    const status = statuses[userId] ?? 'inactive';
    const entitlement: Entitlement = { userId, status, premium: status === 'active' };
    const answer = setTimeout(() => {
      outgoing.setHeader('content-type', 'application/json');
      outgoing.end(JSON.stringify(entitlement));
    }, options.delayMs ?? 0);
    // A slow answer must not keep the test process alive once the caller has given up.
    answer.unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
