import type { ServiceDatabase } from '@steady/service-common';
import {
  createLocalCheckoutSessionRepository,
  type LocalCheckoutSessionRepository,
} from '../local-checkout/local-checkout-sessions-repository';
import {
  createLocalTrialRepository,
  type LocalTrialRepository,
} from '../local-checkout/local-trials-repository';
import type { BillingDatabase } from './schema';
import {
  createSubscriptionRepository,
  type SubscriptionRepository,
} from '../subscriptions/subscriptions-repository';
import {
  createWebhookEventRepository,
  type WebhookEventRepository,
} from '../webhook/webhook-events-repository';

interface BillingRepositories {
  subscriptions: SubscriptionRepository;
  webhookEvents: WebhookEventRepository;
}

/** Billing's repositories, and the same repositories bound to one transaction for work that must be atomic. */
export interface BillingStore extends BillingRepositories {
  /** The local test checkout's trials (empty with real Stripe), for the export and account deletion. */
  localTrials: LocalTrialRepository;
  /** The local test checkout's open checkouts, removed with the account. */
  localCheckoutSessions: LocalCheckoutSessionRepository;
  transaction<Result>(work: (repositories: BillingRepositories) => Promise<Result>): Promise<Result>;
}

export function createBillingStore(database: ServiceDatabase<BillingDatabase>): BillingStore {
  return {
    subscriptions: createSubscriptionRepository(database),
    webhookEvents: createWebhookEventRepository(database.db),
    localTrials: createLocalTrialRepository(database),
    localCheckoutSessions: createLocalCheckoutSessionRepository(database),
    transaction: (work) =>
      database.db.transaction().execute((transaction) =>
        work({
          subscriptions: createSubscriptionRepository({ db: transaction, dialect: database.dialect }),
          webhookEvents: createWebhookEventRepository(transaction),
        }),
      ),
  };
}
