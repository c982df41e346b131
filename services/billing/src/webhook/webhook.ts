import Stripe from 'stripe';
import { badRequest, type Logger } from '@steady/service-common';
import type { BillingStore } from '../database/billing-store';
import { stripeEventSchema, type StripeEvent } from '../stripe/objects';
import { applyStripeEvent } from './stripe-events';

type WebhookOutcome = { received: true; duplicate: boolean };

export interface WebhookProcessor {
  /** Verifies, records and applies one delivery: `payload` exactly as received, `signature` its header. */
  process(payload: Buffer | string, signature: string | undefined): Promise<WebhookOutcome>;
}

function verifiedEvent(payload: Buffer | string, signature: string | undefined, secret: string) {
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw badRequest('Invalid webhook signature');
    }
    // The signature matched, so Stripe sent it, but it is not JSON.
    throw badRequest('Webhook payload is not valid JSON');
  }
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success) throw badRequest('Webhook payload is not a Stripe event');
  return parsed.data;
}

/**
 * The one path every Stripe event takes, from Stripe or from the local test checkout. The event id is
 * claimed and the event applied in one transaction: a failure stores neither, so Stripe's retry finds the
 * event unprocessed, and a replay (or a duplicate arriving at the same time) finds it claimed and changes nothing.
 */
export function createWebhookProcessor(options: {
  store: BillingStore;
  webhookSecret: string;
  logger: Logger;
  /** Work outside the database for a newly applied event (a mail), once it is committed. */
  afterApplied?: (event: StripeEvent) => Promise<void>;
}): WebhookProcessor {
  return {
    async process(payload, signature) {
      const event = verifiedEvent(payload, signature, options.webhookSecret);
      const duplicate = await options.store.transaction(async ({ subscriptions, webhookEvents }) => {
        const now = new Date().toISOString();
        if (!(await webhookEvents.claim(event.id, now))) return true;
        await applyStripeEvent(event, { subscriptions, logger: options.logger, now });
        return false;
      });
      options.logger.info({ eventId: event.id, type: event.type, duplicate }, 'Stripe event received');
      if (!duplicate && options.afterApplied) {
        // The event is recorded: a failure here is logged, since Stripe's retry would find it processed.
        await options
          .afterApplied(event)
          .catch((error: unknown) =>
            options.logger.error({ err: error, eventId: event.id }, 'Follow-up of a Stripe event failed'),
          );
      }
      return { received: true, duplicate };
    },
  };
}
