import type { Logger } from '@steady/service-common';
import { applySubscription } from '../webhook/stripe-events';
import type { BillingStore } from '../database/billing-store';
import type { SubscriptionReader } from '../stripe/gateway';
import type { StripeSubscription } from '../stripe/objects';

export interface ReconciliationOutcome {
  /** Running subscriptions read from Stripe. */
  checked: number;
  /** Of those, how many had a different status than Stripe's (an event was missed). */
  corrected: number;
  /** Subscriptions Stripe answered 404 for; left as they are and logged. */
  unknownToStripe: number;
  /** Reads that failed (Stripe unreachable); the next run tries again. */
  failed: number;
}

/**
 * Webhook events can be missed (an endpoint down past Stripe's three days of retries, a disabled endpoint),
 * so every subscription billing still counts as running is read again from Stripe and applied the way its
 * events are. The read is news as of the moment it was asked for: an event created later still applies on
 * top of it, an older one arriving late does not roll it back.
 */
export async function reconcileWithStripe(options: {
  store: BillingStore;
  reader: SubscriptionReader;
  logger: Logger;
  now: () => Date;
}): Promise<ReconciliationOutcome> {
  const { store, reader, logger, now } = options;
  const outcome: ReconciliationOutcome = { checked: 0, corrected: 0, unknownToStripe: 0, failed: 0 };
  for (const running of await store.subscriptions.listRunning()) {
    const asOf = now().toISOString();
    let subscription: StripeSubscription | null;
    try {
      subscription = await reader.retrieveSubscription(running.subscriptionId);
    } catch (error) {
      outcome.failed += 1;
      logger.warn(
        { err: error, subscriptionId: running.subscriptionId },
        'Could not read a subscription from Stripe',
      );
      continue;
    }
    if (subscription === null) {
      outcome.unknownToStripe += 1;
      logger.warn({ subscriptionId: running.subscriptionId }, 'Stripe does not know a running subscription');
      continue;
    }
    outcome.checked += 1;
    const read = subscription;
    const record = await store.transaction(({ subscriptions }) =>
      applySubscription(subscriptions, running.userId, read, { asOf, now: now().toISOString() }),
    );
    if (record.status !== running.status) {
      outcome.corrected += 1;
      logger.info(
        { subscriptionId: running.subscriptionId, from: running.status, to: record.status },
        'Subscription corrected from Stripe',
      );
    }
  }
  return outcome;
}
