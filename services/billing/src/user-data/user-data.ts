import type { BillingUserData } from '@steady/contracts';
import { HttpError, type Logger } from '@steady/service-common';
import type { BillingStore } from '../database/billing-store';
import type { StripeGateway } from '../stripe/gateway';

export async function exportBillingData(store: BillingStore, userId: string): Promise<BillingUserData> {
  const [record, trials] = await Promise.all([
    store.subscriptions.findByUser(userId),
    store.localTrials.forUser(userId),
  ]);
  return {
    subscription: record
      ? {
          status: record.status,
          cancelAtPeriodEnd: record.cancelAtPeriodEnd,
          currentPeriodEnd: record.currentPeriodEnd,
          canceledAt: record.canceledAt,
          trialEnd: record.trialEnd,
          pauseResumesAt: record.pauseResumesAt,
          pauseLanguage: record.pauseLanguage,
          subscribedAt: record.subscriptionCreatedAt,
          stripeCustomerId: record.stripeCustomerId,
          stripeSubscriptionId: record.stripeSubscriptionId,
        }
      : null,
    testCheckoutTrials: trials.map((trial) => ({
      subscriptionId: trial.subscription_id,
      trialEnd: trial.trial_end,
      language: trial.language,
      remindedAt: trial.reminded_at,
    })),
  };
}

const endedStatuses = new Set(['inactive', 'canceled']);

/**
 * Ends a running subscription at once (no further charge) and forgets the record and any test-checkout
 * trial. Stripe keeps its own invoices and payment records, as tax law requires; billing keeps nothing
 * about the user.
 */
export async function eraseBillingData(
  dependencies: { store: BillingStore; stripe: StripeGateway; logger: Logger },
  userId: string,
): Promise<void> {
  const { store, stripe, logger } = dependencies;
  const record = await store.subscriptions.findByUser(userId);
  if (record?.stripeSubscriptionId && !endedStatuses.has(record.status)) {
    try {
      await stripe.cancelNow(record.stripeSubscriptionId);
    } catch (error) {
      logger.error({ err: error }, 'Could not cancel the subscription of an account being deleted');
      throw new HttpError(502, 'bad_gateway', 'The subscription could not be cancelled', {
        reason: 'subscription_not_cancelled',
      });
    }
  }
  await store.subscriptions.remove(userId);
  await store.localTrials.removeForUser(userId);
  await store.localCheckoutSessions.removeForUser(userId);
}
