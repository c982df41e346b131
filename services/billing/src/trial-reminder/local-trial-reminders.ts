import type { Logger } from '@steady/service-common';
import type { LocalStripe } from '../local-checkout/local-stripe';
import type { LocalTrialRepository } from '../local-checkout/local-trials-repository';

/** Stripe sends `trial_will_end` three days before a trial ends; the local checkout does the same. */
const trialReminderLeadDays = 3;

/**
 * The local checkout's stand-in for Stripe's reminder: a check, every minute while billing runs, for trials
 * ending within three days that were not yet reminded. Kept in the database, so a restart misses none.
 */
export function createLocalTrialReminders(options: {
  trials: LocalTrialRepository;
  localStripe: LocalStripe;
  logger: Logger;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  async function sendDue(at = now()): Promise<void> {
    const endsBy = new Date(at.getTime() + trialReminderLeadDays * 24 * 60 * 60 * 1000).toISOString();
    for (const trial of await options.trials.dueForReminder(endsBy)) {
      await options.localStripe.remindTrialEnd(trial);
      await options.trials.markReminded(trial.subscription_id, at.toISOString());
    }
  }
  return {
    sendDue,
    /** Checks every `intervalMs`; the timer does not keep the process alive. Answers the stop function. */
    start(intervalMs: number): () => void {
      const timer = setInterval(() => {
        sendDue().catch((error: unknown) =>
          options.logger.error({ err: error }, 'Trial reminder check failed'),
        );
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
