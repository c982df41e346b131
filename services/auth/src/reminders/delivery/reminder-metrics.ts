import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '@steady/service-common';
import type { DeliveryOutcome } from './delivery-pass';

const reminders = new Counter({
  name: 'steady_reminders_total',
  help:
    'Due reminders and nudges (repeats, snoozes, "later today") this instance handled, by outcome: sent, failed (no push service took it), stale, quiet, ' +
    'badDay (paused by "Today is hard"), practised (already done today), notPremium, noSubscription, taken (sent by another instance). Their sum is the reminders and nudges due.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const passes = new Counter({
  name: 'steady_reminder_scheduler_passes_total',
  help: 'Passes of the reminder scheduler over the due reminders, by result (ok, failed).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const lastPass = new Gauge({
  name: 'steady_reminder_scheduler_last_pass_timestamp_seconds',
  help: 'When this instance last finished a pass of the reminder scheduler without an error (Unix time).',
  registers: [metricsRegistry],
});

/** One pass of the scheduler finished: what happened to each reminder it looked at. */
export function countReminderPass(outcomes: readonly DeliveryOutcome[]): void {
  passes.inc({ result: 'ok' });
  for (const outcome of outcomes) reminders.inc({ outcome });
  lastPass.setToCurrentTime();
}

/** One pass stopped on an error (the database, most likely). */
export const countFailedReminderPass = () => passes.inc({ result: 'failed' });
