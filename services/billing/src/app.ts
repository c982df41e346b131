import type { Express } from 'express';
import {
  createServiceApp,
  requireUser,
  type Logger,
  type ServiceDatabase,
  type TokenVerifier,
} from '@steady/service-common';
import type { BillingSettings } from './billing-settings';
import { createWebhookProcessor } from './handlers/webhook';
import { createLocalStripe, type LocalStripe } from './local-checkout/local-stripe';
import { loadPlan } from './plan-config';
import { createBillingStore } from './repository/billing-store';
import type { BillingDatabase } from './repository/schema';
import { registerInternalRoutes } from './routes/internal';
import { registerLocalCheckoutRoutes } from './routes/local-checkout';
import { registerPlanRoutes } from './routes/plan';
import { registerSubscriptionRoutes } from './routes/subscription';
import { registerWebhookRoute, webhookPath } from './routes/webhook';
import type { StripeGateway } from './stripe/gateway';
import { createStripeApiGateway } from './stripe/stripe-api-gateway';

export interface BillingDependencies {
  logger: Logger;
  database: ServiceDatabase<BillingDatabase>;
  tokenVerifier: TokenVerifier;
  settings: BillingSettings;
  /** The plan; read from the environment (PRICE_AMOUNT, …) when not given. */
  plan?: ReturnType<typeof loadPlan>;
}

export function buildApp({
  logger,
  database,
  tokenVerifier,
  settings,
  plan = loadPlan(),
}: BillingDependencies): Express {
  const store = createBillingStore(database);
  const { stripe: mode } = settings;
  const webhooks = createWebhookProcessor({ store, webhookSecret: mode.webhookSecret, logger });
  const signedIn = requireUser(tokenVerifier);
  let stripe: StripeGateway;
  let localStripe: LocalStripe | undefined;
  if (mode.kind === 'local') {
    logger.warn('No STRIPE_SECRET_KEY: premium uses the local test checkout, and no payment is real');
    localStripe = createLocalStripe({
      webhookSecret: mode.webhookSecret,
      subscriptions: store.subscriptions,
      deliver: (event) => webhooks.process(event.payload, event.signature),
    });
    stripe = localStripe;
  } else {
    stripe = createStripeApiGateway(mode, plan);
  }

  return createServiceApp({
    name: 'billing',
    logger,
    database,
    rawBodyRoutes: [webhookPath],
    routes: (app) => {
      registerPlanRoutes(app, plan);
      registerInternalRoutes(app, store.subscriptions);
      registerWebhookRoute(app, webhooks);
      registerSubscriptionRoutes(app, {
        store,
        stripe,
        plan,
        logger,
        requireUser: signedIn,
        publicUrl: settings.publicUrl,
      });
      if (localStripe) registerLocalCheckoutRoutes(app, { localStripe, store, plan, requireUser: signedIn });
    },
  });
}
