import { z } from 'zod';
import { languageSchema, type Language, type Plan } from '@steady/contracts';
import { composeMail, type Logger, type Mailer } from '@steady/service-common';
import { formatPlanPrice } from '../local-checkout/checkout-page';
import type { LocalStripe } from '../local-checkout/local-stripe';
import type { SubscriptionRepository } from '../subscriptions/subscriptions-repository';
import type { ContactClient } from '../trial-reminder/contact-client';
import { pauseReminderTexts } from './pause-reminder-texts';

/** The mail goes out this long before a pause ends, as Stripe's trial reminder does before a trial ends. */
const pauseReminderLeadMs = 3 * 24 * 60 * 60 * 1000;

const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

interface PauseJobsOptions {
  subscriptions: SubscriptionRepository;
  mailer: Mailer;
  contacts: ContactClient;
  plan: Plan;
  /** PUBLIC_URL: the profile link in the mail. */
  publicUrl: string;
  /** The local test checkout: it plays Stripe's part and ends each pause on its date. */
  localStripe?: LocalStripe;
  logger: Logger;
  now?: () => Date;
}

/**
 * Paused Premium's periodic work: with the local checkout, ending each pause whose date has come (Stripe
 * ends its own at `resumes_at` and says so in a webhook); in every mode, the mail three days before a pause
 * ends. Each mail is claimed on the subscription's row first, so two instances never send it twice.
 */
export function createPauseJobs(options: PauseJobsOptions) {
  const { subscriptions, logger } = options;
  const now = options.now ?? (() => new Date());

  async function remind(pause: { userId: string; resumesAt: string; language: string | null }) {
    if (!(await subscriptions.claimPauseReminder(pause.userId, pause.resumesAt))) return;
    const language = z.catch(languageSchema, 'en').parse(pause.language);
    const contact = await options.contacts.contactOf(pause.userId);
    await options.mailer.send({
      ...composeMail(pauseReminderTexts, 'pauseEnds', language, contact.email, {
        name: contact.name,
        date: formatDate(pause.resumesAt, language),
        price: formatPlanPrice(options.plan, language),
        link: `${options.publicUrl}/profile`,
      }),
      userId: pause.userId,
    });
  }

  async function runDue(at = now()): Promise<void> {
    const { localStripe } = options;
    if (localStripe) {
      for (const pause of await subscriptions.listPausesEndingBy(at.toISOString())) {
        await localStripe.endPause(pause.userId, at);
      }
    }
    const soon = new Date(at.getTime() + pauseReminderLeadMs).toISOString();
    for (const pause of await subscriptions.listPausesEndingBy(soon)) {
      // A subscription cancelled during its pause will not charge again: there is nothing to warn about.
      if (pause.cancelAtPeriodEnd || pause.remindedFor === pause.resumesAt) continue;
      await remind(pause).catch((error: unknown) =>
        logger.error({ err: error, userId: pause.userId }, 'Pause reminder mail failed'),
      );
    }
  }

  return {
    runDue,
    /** Checks every `intervalMs`; the timer does not keep the process alive. Answers the stop function. */
    start(intervalMs: number): () => void {
      const timer = setInterval(() => {
        runDue().catch((error: unknown) => logger.error({ err: error }, 'Pause check failed'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
