import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '@steady/service-common';
import type { ReconciliationOutcome } from './stripe-reconciliation';

const runs = new Counter({
  name: 'steady_reconciliation_runs_total',
  help: 'Reconciliations with Stripe this instance ran, by result (ok, failed).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const subscriptions = new Counter({
  name: 'steady_reconciliation_subscriptions_total',
  help: 'Subscriptions the reconciliation read from Stripe, by outcome: checked, corrected, unknownToStripe, failed.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * Labelled by job, so a billing without real Stripe (nothing to reconcile) reports no value at all rather
 * than a 0 an alert would read as "never ran".
 */
const lastSuccess = new Gauge({
  name: 'steady_reconciliation_last_success_timestamp_seconds',
  help:
    'When this instance last finished a reconciliation with Stripe (Unix time); its start time until it ' +
    'has run one. Only where real Stripe is configured.',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

const job = 'reconcile-with-stripe';

/**
 * Reconciliation is expected here: the clock starts now, so an alert sees an instance that never gets to
 * run one (another instance claims each run; the alert reads the newest of all instances).
 */
export const expectReconciliation = () => lastSuccess.setToCurrentTime({ job });

export function countReconciliation(outcome: ReconciliationOutcome): void {
  runs.inc({ result: 'ok' });
  for (const [name, count] of Object.entries(outcome)) subscriptions.inc({ outcome: name }, count);
  lastSuccess.setToCurrentTime({ job });
}

export const countFailedReconciliation = () => runs.inc({ result: 'failed' });
