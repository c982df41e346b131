import { z } from 'zod';
import { languageSchema, type Language, type Plan } from '@steady/contracts';
import { composeMail, type Logger, type Mailer } from '@steady/service-common';
import { formatPlanPrice } from '../local-checkout/checkout-page';
import type { SubscriptionRepository } from '../subscriptions/subscriptions-repository';
import type { CheckoutRequest } from '../stripe/gateway';
import type { StripeEvent } from '../stripe/objects';
import type { ContactClient } from './contact-client';
import { trialReminderTexts } from './trial-reminder-texts';

export const trialWillEndEventType = 'customer.subscription.trial_will_end';

/** What the checkout puts in the subscription's metadata for the reminder: the reader's language and the app's address. */
export function reminderMetadata(request: Pick<CheckoutRequest, 'language' | 'successUrl'>) {
  return { language: request.language, appUrl: new URL(request.successUrl).origin };
}

const trialSubscriptionSchema = z.object({
  id: z.string(),
  customer: z
    .union([z.string(), z.object({ id: z.string() })])
    .transform((value) => (typeof value === 'string' ? value : value.id)),
  trial_end: z.number().int(),
  cancel_at_period_end: z.boolean(),
  metadata: z
    .record(z.string(), z.string())
    .nullish()
    .transform((value) => value ?? {}),
});

interface TrialReminderOptions {
  mailer: Mailer;
  contacts: ContactClient;
  subscriptions: SubscriptionRepository;
  plan: Plan;
  /** PUBLIC_URL; else the address the checkout came from (kept in the subscription's metadata). */
  publicUrl: string | undefined;
  logger: Logger;
}

const formatDate = (epochSeconds: number, language: Language) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(epochSeconds * 1000));

/**
 * Stripe's `customer.subscription.trial_will_end` (three days before a trial ends; the local checkout sends
 * the same event at the same moment): mails the user when the trial ends and what happens then.
 */
export function createTrialReminder(options: TrialReminderOptions) {
  return async (event: StripeEvent): Promise<void> => {
    if (event.type !== trialWillEndEventType) return;
    const subscription = trialSubscriptionSchema.parse(event.data.object);
    const userId =
      subscription.metadata.userId ||
      (await options.subscriptions.findUserIdByStripeIds({
        customerId: subscription.customer,
        subscriptionId: subscription.id,
      }));
    if (!userId) {
      options.logger.warn(
        { subscriptionId: subscription.id },
        'Trial reminder for an unknown customer; not sent',
      );
      return;
    }
    const language = z.catch(languageSchema, 'en').parse(subscription.metadata.language);
    const appUrl = options.publicUrl ?? subscription.metadata.appUrl ?? '';
    const contact = await options.contacts.contactOf(userId);
    await options.mailer.send({
      ...composeMail(
        trialReminderTexts,
        subscription.cancel_at_period_end ? 'trialEndsCancelled' : 'trialEnds',
        language,
        contact.email,
        {
          name: contact.name,
          date: formatDate(subscription.trial_end, language),
          price: formatPlanPrice(options.plan, language),
          link: `${appUrl}/profile`,
        },
      ),
      userId,
    });
  };
}
