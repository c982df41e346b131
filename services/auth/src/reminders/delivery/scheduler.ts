import { withNewRequestId, type Logger } from '@steady/service-common';
import { runDeliveryPass, type DeliveryDeps, type DeliveryOutcome } from './delivery-pass';
import { countFailedReminderPass, countReminderPass } from './reminder-metrics';

interface ReminderSchedulerOptions extends DeliveryDeps {
  logger: Logger;
  now: () => Date;
  intervalMs: number;
}

export interface ReminderScheduler {
  /** One pass over the due reminders and nudges; answers what happened to each one this instance looked at. */
  runOnce(): Promise<DeliveryOutcome[]>;
  /** Runs a pass every interval until stopped (a pass still running makes the next one wait its turn). */
  start(): void;
  stop(): void;
}

/**
 * The reminder scheduler. Its whole state is each reminder's `next_due_at` and the nudges not yet claimed,
 * so a restart loses nothing; several instances may run it, since a reminder (or a nudge) is sent only by
 * the instance whose conditional UPDATE moved it on (ReminderRepository.claim, NudgeRepository.claim).
 */
export function createReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const { logger, now } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const runOnce = () => runDeliveryPass(options, now());

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
