import type { Express } from 'express';
import {
  createIdempotencyStore,
  createServiceApp,
  defaultServicePorts,
  idempotentWrites,
  requireUser,
  type ClientTraffic,
  type InstanceUrls,
  type Mailer,
  type Logger,
  type ServiceDatabase,
  type TokenVerifier,
} from '@steady/service-common';
import type { BillingMode } from '@steady/contracts';
import type { BillingSettings, StripeMode } from '../billing-settings';
import { createWebhookProcessor, type WebhookProcessor } from '../webhook/webhook';
import { createCheckoutOwnership } from '../local-checkout/checkout-owner';
import { createLocalStripe, type LocalStripe } from '../local-checkout/local-stripe';
import { paymentsOffGateway, registerPaymentsOffRoutes } from '../payments-off/payments-off';
import { loadPlan } from '../plan/plan-config';
import { createBillingStore, type BillingStore } from '../database/billing-store';
import { createLocalTrialRepository } from '../local-checkout/local-trials-repository';
import { createScheduledJobRepository } from '../reconciliation/scheduled-jobs-repository';
import { createBillingJobs } from '../reconciliation/billing-jobs';
import type { BillingDatabase } from '../database/schema';
import { registerInternalRoutes } from './internal-routes';
import { registerLocalCheckoutRoutes } from '../local-checkout/local-checkout-routes';
import { registerPlanRoutes } from '../plan/plan-routes';
import { registerSubscriptionRoutes } from '../subscriptions/subscription-routes';
import { registerWebhookRoute, webhookPath } from '../webhook/webhook-routes';
import type { StripeGateway, SubscriptionReader } from '../stripe/gateway';
import { createStripeApiGateway } from '../stripe/stripe-api-gateway';
import { createContactClient, type ContactClient } from '../trial-reminder/contact-client';
import { createLocalTrialReminders } from '../trial-reminder/local-trial-reminders';
import { createTrialReminder } from '../trial-reminder/trial-reminder';
import { createPauseJobs } from '../pause/pause-jobs';

interface BillingDependencies {
  logger: Logger;
  database: ServiceDatabase<BillingDatabase>;
  /** Trusted proxies and rate limits; one local instance's when not given. */
  traffic?: ClientTraffic;
  tokenVerifier: TokenVerifier;
  settings: BillingSettings;
  /** The secret `/internal` callers must present (INTERNAL_TOKEN). */
  internalToken: string;
  /** The plan; read from the environment (PRICE_AMOUNT, …) when not given. */
  plan?: ReturnType<typeof loadPlan>;
  /** How mail goes out (SMTP, or the local outbox in development). */
  mailer: Mailer;
  /** Auth's instances' internal API (AUTH_INTERNAL_URLS), asked where to mail a user. */
  authInternalUrls?: InstanceUrls;
  /** Asks auth where to mail a user; built from `authInternalUrls` when not given. */
  contacts?: ContactClient;
  /** Local checkout only: how often to look for trials to remind (off when not given; `npm start` checks each minute). */
  trialReminderCheckMs?: number;
  /**
   * How often to look for due periodic jobs: Stripe reconciliation, pruning processed events, the mail
   * before a pause ends and (local checkout) the end of each pause (off when not given).
   */
  billingJobsCheckMs?: number;
}

const billingModeOf: Record<StripeMode['kind'], BillingMode> = {
  stripe: 'stripe',
  local: 'local-checkout',
  off: 'off',
};

/** After each webhook event: the trial-ending mail, when the event says a trial ends soon. */
function trialReminderOf({
  mailer,
  contacts,
  store,
  plan,
  settings,
  logger,
}: Pick<BillingDependencies, 'mailer' | 'settings' | 'logger'> & {
  contacts: ContactClient;
  store: BillingStore;
  plan: ReturnType<typeof loadPlan>;
}) {
  return createTrialReminder({
    mailer,
    contacts,
    subscriptions: store.subscriptions,
    plan,
    publicUrl: settings.publicUrl,
    logger,
  });
}

interface PaymentGateways {
  stripe: StripeGateway;
  /** Real Stripe only: where reconciliation reads subscriptions again. */
  subscriptionReader?: SubscriptionReader;
  /** The local test checkout only. */
  localStripe?: LocalStripe;
}

/** Who takes payments in this mode: real Stripe, the local test checkout (and its trial reminders), or nobody. */
function paymentGateways({
  mode,
  webhooks,
  store,
  database,
  plan,
  logger,
  trialReminderCheckMs,
}: Pick<BillingDependencies, 'database' | 'logger' | 'trialReminderCheckMs'> & {
  mode: StripeMode;
  webhooks: WebhookProcessor | undefined;
  store: BillingStore;
  plan: ReturnType<typeof loadPlan>;
}): PaymentGateways {
  if (mode.kind === 'off') {
    logger.warn('No STRIPE_SECRET_KEY and no LOCAL_CHECKOUT=1: premium cannot be bought on this server');
  } else if (mode.kind === 'local' && webhooks) {
    logger.warn('LOCAL_CHECKOUT=1: premium uses the local test checkout, and no payment is real');
    const localStripe = createLocalStripe({
      webhookSecret: mode.webhookSecret,
      subscriptions: store.subscriptions,
      trials: createLocalTrialRepository(database),
      sessions: store.localCheckoutSessions,
      deliver: (event) => webhooks.process(event.payload, event.signature),
    });
    if (trialReminderCheckMs !== undefined) {
      createLocalTrialReminders({ trials: createLocalTrialRepository(database), localStripe, logger }).start(
        trialReminderCheckMs,
      );
    }
    return { stripe: localStripe, localStripe };
  } else if (mode.kind === 'stripe') {
    const stripeApi = createStripeApiGateway(mode, plan);
    return { stripe: stripeApi, subscriptionReader: stripeApi };
  }
  return { stripe: paymentsOffGateway };
}

/** Billing once built: its dependencies with their defaults, and the parts made from them that routes and jobs use. */
interface BillingService extends BillingDependencies {
  plan: ReturnType<typeof loadPlan>;
  contacts: ContactClient;
  mode: StripeMode;
  store: BillingStore;
  /** Absent with payments off: nothing is signed for us then. */
  webhooks: WebhookProcessor | undefined;
  gateways: PaymentGateways;
}

/** Billing's periodic work (see billing-jobs and pause-jobs); none when payments are off but the pruning. */
function startPeriodicJobs({
  store,
  database,
  mode,
  gateways,
  mailer,
  contacts,
  plan,
  settings,
  logger,
}: BillingService) {
  const billingJobs = createBillingJobs({
    store,
    jobs: createScheduledJobRepository(database),
    reader: gateways.subscriptionReader,
    logger,
  });
  if (mode.kind === 'off') return [billingJobs];
  const pauseJobs = createPauseJobs({
    subscriptions: store.subscriptions,
    mailer,
    contacts,
    plan,
    publicUrl: settings.publicUrl,
    localStripe: gateways.localStripe,
    logger,
  });
  return [billingJobs, pauseJobs];
}

/** Billing's routes; the webhook, local checkout and payments-off ones only in their modes. */
function mountRoutes(
  app: Express,
  {
    plan,
    mode,
    store,
    gateways,
    webhooks,
    database,
    settings,
    logger,
    tokenVerifier,
    internalToken,
  }: BillingService,
) {
  const signedIn = requireUser(tokenVerifier);
  registerPlanRoutes(app, plan, billingModeOf[mode.kind]);
  registerInternalRoutes(app, { store, stripe: gateways.stripe, logger }, internalToken);
  if (webhooks) registerWebhookRoute(app, webhooks);
  if (mode.kind === 'off') registerPaymentsOffRoutes(app);
  if (gateways.localStripe) {
    registerLocalCheckoutRoutes(app, {
      localStripe: gateways.localStripe,
      store,
      plan,
      requireUser: signedIn,
      ownership: createCheckoutOwnership(tokenVerifier, internalToken),
    });
  }
  registerSubscriptionRoutes(app, {
    store,
    stripe: gateways.stripe,
    plan,
    logger,
    requireUser: signedIn,
    idempotent: idempotentWrites(createIdempotencyStore(database)),
    publicUrl: settings.publicUrl,
  });
}

export function buildApp(dependencies: BillingDependencies): Express {
  const { logger, database, settings, mailer, internalToken, trialReminderCheckMs, billingJobsCheckMs } =
    dependencies;
  const plan = dependencies.plan ?? loadPlan();
  const contacts =
    dependencies.contacts ??
    createContactClient(
      dependencies.authInternalUrls ?? `http://127.0.0.1:${defaultServicePorts.auth}`,
      internalToken,
    );
  const store = createBillingStore(database);
  const { stripe: mode } = settings;
  // With payments off nothing is signed for us, so there is no webhook to take.
  const webhooks =
    mode.kind === 'off'
      ? undefined
      : createWebhookProcessor({
          store,
          webhookSecret: mode.webhookSecret,
          logger,
          afterApplied: trialReminderOf({ mailer, contacts, store, plan, settings, logger }),
        });
  const gateways = paymentGateways({
    mode,
    webhooks,
    store,
    database,
    plan,
    logger,
    trialReminderCheckMs,
  });
  const service: BillingService = { ...dependencies, plan, contacts, mode, store, webhooks, gateways };
  if (billingJobsCheckMs !== undefined) {
    startPeriodicJobs(service).forEach((jobs) => jobs.start(billingJobsCheckMs));
  }

  return createServiceApp({
    name: 'billing',
    logger,
    database,
    traffic: dependencies.traffic,
    rawBodyRoutes: [webhookPath],
    healthDetails: { billing: billingModeOf[mode.kind] },
    routes: (app) => mountRoutes(app, service),
  });
}
