import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import { subscriptionStatusResponseSchema, entitlementSchema, type Plan } from '@steady/contracts';
import {
  createLogger,
  createMailer,
  createRemoteTokenVerifier,
  defaultMailFrom,
  defaultTokenLifetimeSeconds,
  internalRequestHeaders,
  type DatabaseDialect,
  type Logger,
  type Mailer,
} from '@steady/service-common';
import {
  createMigratedTestDatabase,
  startTestTokenIssuer,
  type TestDatabase,
  type TestTokenIssuer,
} from '@steady/service-common/testing';
import { billingMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import type { BillingSettings } from '../billing-settings';
import { testInternalToken } from '@steady/service-common/testing';
import { loadPlan } from '../plan/plan-config';
import type { BillingDatabase } from '../database/schema';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

export { testInternalToken };

export const testWebhookSecret = 'whsec_test_secret';
/** PUBLIC_URL in the tests: every return link must be built on it. */
export const testPublicUrl = 'http://steady.example';

/** An event as the webhook receives it: `object` becomes its `data.object`. */
interface StripeEvent {
  id: string;
  type: string;
  created: number;
  object: unknown;
}

export interface BillingHarness {
  app: Express;
  /** A new instance of billing on the same database, as another process behind the gateway would be. */
  buildInstance(): Express;
  database: TestDatabase<BillingDatabase>;
  /** Present in `stripe` mode: the stand-in the SDK talks to. */
  standIn: StripeStandIn | undefined;
  tokenFor(userId: string): Promise<string>;
  /** The stand-in auth the app trusts: signs tokens and revokes their sessions. */
  issuer: TestTokenIssuer;
  /** Posts a Stripe event signed with the webhook secret, as Stripe delivers it. */
  sendEvent(event: StripeEvent): request.Test;
  statusOf(userId: string): Promise<ReturnType<typeof subscriptionStatusResponseSchema.parse>>;
  entitlementOf(userId: string): Promise<ReturnType<typeof entitlementSchema.parse>>;
  dispose(): Promise<void>;
}

export function signPayload(payload: string, secret = testWebhookSecret): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** Billing's settings in each mode: real Stripe is the stand-in at its address. */
function settingsFor(
  mode: 'stripe' | 'local' | 'off',
  standIn: StripeStandIn | undefined,
  priceId: string | undefined,
): BillingSettings {
  return standIn
    ? {
        stripe: {
          kind: 'stripe',
          secretKey: 'sk_test_standin',
          webhookSecret: testWebhookSecret,
          priceId,
          apiUrl: new URL(standIn.url),
        },
        publicUrl: testPublicUrl,
      }
    : {
        stripe: mode === 'local' ? { kind: 'local', webhookSecret: testWebhookSecret } : { kind: 'off' },
        publicUrl: testPublicUrl,
      };
}

/** Mails these tests cause (trial reminders) go to a throwaway outbox, not the repository's data folder. */
function throwawayMailer(logger: Logger): Mailer {
  return createMailer(
    {
      transport: {
        kind: 'local-outbox',
        directory: mkdtempSync(path.join(tmpdir(), 'steady-billing-test-')),
      },
      from: defaultMailFrom,
    },
    logger,
  );
}

/** Posts the event to the app's webhook, signed with the webhook secret, as Stripe delivers it. */
function postSignedEvent(app: Express, { id, type, created, object }: StripeEvent): request.Test {
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
  return request(app)
    .post('/api/billing/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', signPayload(payload))
    .send(payload);
}

/** Billing on a fresh database, with a local token issuer, and real Stripe (the stand-in) or the local checkout. */
export async function createBillingHarness(
  dialect: DatabaseDialect,
  mode: 'stripe' | 'local' | 'off',
  /** `standInWebhooks`: the stand-in delivers `customer.subscription.updated` after each change, as Stripe does. */
  options: { plan?: Plan; priceId?: string; standInWebhooks?: boolean } = {},
): Promise<BillingHarness> {
  const database = await createMigratedTestDatabase<BillingDatabase>(dialect, billingMigrations);
  const issuer: TestTokenIssuer = await startTestTokenIssuer();
  let eventCount = 0;
  const deliverFromStandIn = async ({ type, created, object }: Omit<StripeEvent, 'id'>) => {
    eventCount += 1;
    const response = await sendEvent({ id: `evt_standin_${eventCount}`, type, created, object });
    if (response.status !== 200) throw new Error(`the webhook answered ${response.status}`);
  };
  const standIn =
    mode === 'stripe'
      ? await startStripeStandIn(options.standInWebhooks ? deliverFromStandIn : undefined)
      : undefined;
  const settings = settingsFor(mode, standIn, options.priceId);
  const logger = createLogger({ name: 'billing', level: 'silent' });
  const mailer = throwawayMailer(logger);
  const buildInstance = () =>
    buildApp({
      logger,
      database,
      tokenVerifier: createRemoteTokenVerifier({
        jwksUrls: issuer.jwksUrl,
        authInternalUrls: issuer.authInternalUrl,
        internalToken: testInternalToken,
        tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
      }),
      settings,
      internalToken: testInternalToken,
      plan: options.plan ?? loadPlan({}),
      mailer,
    });
  const app = buildInstance();

  const tokenFor = (userId: string) => issuer.sign({ id: userId, email: `${userId}@example.com` });
  const sendEvent = (event: StripeEvent) => postSignedEvent(app, event);
  return {
    app,
    buildInstance,
    database,
    standIn,
    tokenFor,
    issuer,
    sendEvent,
    async statusOf(userId) {
      const response = await request(app)
        .get('/api/subscription/status')
        .set('authorization', `Bearer ${await tokenFor(userId)}`);
      if (response.status !== 200) throw new Error(`status answered ${response.status}`);
      return subscriptionStatusResponseSchema.parse(response.body);
    },
    async entitlementOf(userId) {
      const response = await request(app)
        .get(`/internal/entitlements/${userId}`)
        .set(internalRequestHeaders(testInternalToken));
      return entitlementSchema.parse(response.body);
    },
    async dispose() {
      await standIn?.close();
      await issuer.close();
      await database.dispose();
    },
  };
}
