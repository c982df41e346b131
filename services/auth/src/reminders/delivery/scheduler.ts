import { withNewRequestId, type EntitlementClient, type Logger } from '@steady/service-common';
import { isBadDayOn } from '@steady/domain';
import type { StoredReminder } from '../reminders-repository';
import { isInQuietHours, latestOccurrence, nextOccurrence } from '../occurrences';
import { reminderPushPayload } from './push-messages';
import type { PushSender } from './push-sender';
import { countFailedReminderPass, countReminderPass } from './reminder-metrics';
import type { ReminderStore } from '../reminder-store';

/**
 * After downtime only the latest missed occurrence is sent, and only if it is this recent: a morning
 * reminder arriving in the evening is noise, not help.
 */
const catchUpWindowMs = 3 * 60 * 60 * 1000;

/** Due reminders read per query; a tick keeps reading until none is due. */
const batchSize = 100;

export type DeliveryOutcome =
  'sent' | 'failed' | 'stale' | 'quiet' | 'badDay' | 'notPremium' | 'noSubscription' | 'taken';

interface ReminderSchedulerOptions {
  store: ReminderStore;
  entitlements: Pick<EntitlementClient, 'hasPremium'>;
  sender: PushSender;
  logger: Logger;
  now: () => Date;
  intervalMs: number;
}

export interface ReminderScheduler {
  /** One pass over the due reminders; answers what happened to each one this instance looked at. */
  runOnce(): Promise<DeliveryOutcome[]>;
  /** Runs a pass every interval until stopped (a pass still running makes the next one wait its turn). */
  start(): void;
  stop(): void;
}

/**
 * The reminder scheduler. Its whole state is each reminder's `next_due_at`, so a restart loses nothing;
 * several instances may run it, since a reminder is sent only by the instance whose conditional UPDATE
 * moved it on (ReminderRepository.claim).
 */
export function createReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const { store, entitlements, sender, logger, now } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function deliver(reminder: StoredReminder, at: Date): Promise<DeliveryOutcome> {
    if (!reminder.nextDueAt) return 'taken';
    const occurrence = latestOccurrence(reminder, at);
    const next = nextOccurrence(reminder, at);
    const claimed = await store.reminders.claim(
      Number(reminder.id),
      reminder.nextDueAt,
      next.toISOString(),
      at.toISOString(),
    );
    if (!claimed) return 'taken';
    if (at.getTime() - occurrence.getTime() > catchUpWindowMs) return 'stale';
    const { quietHours } = await store.preferences.find(reminder.userId);
    if (isInQuietHours(quietHours, occurrence, reminder.timeZone)) return 'quiet';
    // "Today is hard": nothing nudges until the user's next day start (the occurrence is passed over).
    if (isBadDayOn(await store.badDay.findUntil(reminder.userId), at)) return 'badDay';
    if (!(await entitlements.hasPremium(reminder.userId))) return 'notPremium';
    const subscriptions = await store.push.subscriptionsOf(reminder.userId);
    if (subscriptions.length === 0) return 'noSubscription';
    const payload = reminderPushPayload(reminder);
    const outcomes = await Promise.all(
      subscriptions.map(async (subscription) => {
        const outcome = await sender.send(subscription, payload);
        if (outcome === 'gone') await store.push.removeEndpoint(subscription.endpoint);
        return outcome;
      }),
    );
    return outcomes.includes('sent') ? 'sent' : 'failed';
  }

  async function runOnce(): Promise<DeliveryOutcome[]> {
    const at = now();
    const outcomes: DeliveryOutcome[] = [];
    for (;;) {
      const due = await store.reminders.listDue(at.toISOString(), batchSize);
      for (const reminder of due) outcomes.push(await deliver(reminder, at));
      if (due.length < batchSize) return outcomes;
    }
  }

  /** A pass counted in the metrics, under a request id of its own (its log lines, its calls to billing). */
  const countedPass = () =>
    withNewRequestId(async () => {
      try {
        const outcomes = await runOnce();
        countReminderPass(outcomes);
        return outcomes;
      } catch (error) {
        countFailedReminderPass();
        throw error;
      }
    });

  const tick = () => {
    running = running
      .then(countedPass)
      .catch((error: unknown) => logger.error({ err: error }, 'Reminder scheduler pass failed'));
  };

  return {
    runOnce: () => {
      const pass = running.then(countedPass);
      running = pass.catch(() => undefined);
      return pass;
    },
    start() {
      if (timer || options.intervalMs <= 0) return;
      timer = setInterval(tick, options.intervalMs);
      // The scheduler alone must not keep the process alive (the server does).
      timer.unref();
      tick();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
