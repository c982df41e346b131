import type { Logger } from '@steady/service-common';
import type { BillingStore } from '../database/billing-store';
import type { ScheduledJobRepository } from './scheduled-jobs-repository';
import type { SubscriptionReader } from '../stripe/gateway';
import {
  countFailedReconciliation,
  countReconciliation,
  expectReconciliation,
} from './reconciliation-metrics';
import { reconcileWithStripe, type ReconciliationOutcome } from './stripe-reconciliation';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export const reconciliationIntervalMs = hourMs;
/** Stripe retries a delivery for 3 days; an id older than this can no longer come back. */
export const processedEventRetentionMs = 30 * dayMs;
const pruningIntervalMs = dayMs;

const reconciliationJob = 'reconcile-with-stripe';
const pruningJob = 'prune-processed-webhook-events';

interface BillingJobsRun {
  /** Present when this instance ran the reconciliation. */
  reconciliation?: ReconciliationOutcome;
  /** Present when this instance pruned: how many processed events it forgot. */
  prunedEvents?: number;
}

/**
 * Billing's periodic work: the Stripe reconciliation every hour (real Stripe only) and pruning of the
 * processed-events table once a day. Checked like the local trial reminders (a timer that does not keep
 * the process alive); each job runs on one instance only, the one whose claim moved its next run on.
 */
export function createBillingJobs(options: {
  store: BillingStore;
  jobs: ScheduledJobRepository;
  /** Real Stripe; without it (local checkout, payments off) there is nothing to reconcile with. */
  reader?: SubscriptionReader;
  logger: Logger;
  now?: () => Date;
}) {
  const { store, jobs, reader, logger } = options;
  const now = options.now ?? (() => new Date());
  if (reader) expectReconciliation();
  const claim = (job: string, at: Date, intervalMs: number) =>
    jobs.claimRun(job, at.toISOString(), new Date(at.getTime() + intervalMs).toISOString());

  async function runDue(at = now()): Promise<BillingJobsRun> {
    const run: BillingJobsRun = {};
    if (await claim(pruningJob, at, pruningIntervalMs)) {
      const before = new Date(at.getTime() - processedEventRetentionMs).toISOString();
      run.prunedEvents = await store.webhookEvents.pruneProcessedBefore(before);
    }
    if (reader && (await claim(reconciliationJob, at, reconciliationIntervalMs))) {
      try {
        run.reconciliation = await reconcileWithStripe({ store, reader, logger, now });
      } catch (error) {
        countFailedReconciliation();
        throw error;
      }
      countReconciliation(run.reconciliation);
      logger.info(run.reconciliation, 'Subscriptions reconciled with Stripe');
    }
    return run;
  }

  return {
    runDue,
    /** Checks every `intervalMs`; the timer does not keep the process alive. Answers the stop function. */
    start(intervalMs: number): () => void {
      const timer = setInterval(() => {
        runDue().catch((error: unknown) => logger.error({ err: error }, 'Billing periodic job failed'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
