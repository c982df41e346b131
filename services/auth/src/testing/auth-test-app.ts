import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import type { RegisterResponse } from '@steady/contracts';
import { createLogger, defaultMailFrom, type DatabaseDialect } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  testInternalToken,
  testKeyEncryptionSecret,
  type TestDatabase,
} from '@steady/service-common/testing';
import { authMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import type { ReminderSettings } from '../reminders/reminder-settings';
import type { AuthDatabase } from '../database/schema';
import { defaultMailLimits } from '../mail-flows/mail-rate-limits';
import { defaultLoginLimits, type AuthSettings } from '../settings';

/** A port nothing listens on: billing "down". */
const unreachableBillingUrl = 'http://127.0.0.1:9';

/** Where the tests' apps keep their mails unless a test reads them over SMTP. */
export const testOutboxDirectory = path.join(mkdtempSync(path.join(tmpdir(), 'steady-auth-test-')), 'outbox');

export const testSettings: AuthSettings = {
  billingInternalUrls: unreachableBillingUrl,
  internalToken: testInternalToken,
  contentInternalUrls: unreachableBillingUrl,
  google: null,
  publicUrl: 'https://steady.test:8080',
  keyEncryptionSecret: testKeyEncryptionSecret,
  tokenLifetimeSeconds: 3600,
  refreshLifetimeSeconds: 30 * 24 * 3600,
  // The lowest cost bcrypt allows: the tests check behaviour, not hashing speed.
  passwordHashRounds: 4,
  loginLimits: defaultLoginLimits,
  // Every account of a test file is registered from one address.
  registrationLimit: { limit: 10_000, windowMs: 60 * 60 * 1000 },
  // A test that reads mail over SMTP points this at its own capture.
  mail: { transport: { kind: 'local-outbox', directory: testOutboxDirectory }, from: defaultMailFrom },
  supportEmail: 'support@steady.test',
  mailLimits: defaultMailLimits,
};

/** A clock the test moves by hand. */
function createTestClock(start = '2026-03-01T10:00:00.000Z') {
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
  reminders?: ReminderSettings,
): Promise<AuthTestApp> {
  const database = await createMigratedTestDatabase<AuthDatabase>(dialect, authMigrations);
  const clock = createTestClock();
  const app = buildApp({
    logger: createLogger({ name: 'auth', level: 'silent' }),
    database,
    settings: { ...testSettings, ...settings },
    reminders,
    now: clock.now,
  });
  return { app, database, clock };
}

let accountCounter = 0;

/** Registers a fresh account through the API (consenting to health data unless told not to). */
export async function registerTestAccount(
  app: Express,
  name = 'Анна Тестова',
  options: { healthConsent: boolean } = { healthConsent: true },
) {
  accountCounter += 1;
  const email = `user${accountCounter}-${Date.now()}@example.com`;
  const password = 'calm-password-1';
  const response = await request(app)
    .post('/api/auth/register')
    .send({ name, email, password, acceptedTerms: true });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${response.text}`);
  const body = response.body as RegisterResponse;
  const authorization = `Bearer ${body.token}`;
  // Most tests are about what a user does after consenting; the consent's own tests start without it.
  if (options.healthConsent) {
    await request(app)
      .put('/api/auth/consents/health')
      .set('Authorization', authorization)
      .send({ granted: true });
  }
  return { ...body, email, password, authorization };
}
