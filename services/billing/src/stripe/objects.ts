import { z } from 'zod';

/*
 * The parts of Stripe's objects billing reads, validated on the way in. A webhook payload follows the API
 * version of its endpoint, not of our SDK, so both shapes Stripe has used are accepted: the period end on
 * the subscription (before 2025-03-31) or on its items (since), the invoice's subscription at the top or
 * under `parent.subscription_details`.
 */

/** Stripe sends an id, or the object itself when it was expanded. */
const reference = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

export const stripeSubscriptionSchema = z
  .object({
    id: z.string(),
    object: z.literal('subscription'),
    customer: reference,
    status: z.string(),
    created: z.number().int(),
    cancel_at_period_end: z.boolean(),
    /** A cancellation scheduled for a set time (the Dashboard offers it), besides at period end. */
    cancel_at: z.number().int().nullish(),
    canceled_at: z.number().int().nullish(),
    current_period_end: z.number().int().nullish(),
    trial_end: z.number().int().nullish(),
    /** Set while payment collection is paused (`void`: no invoice is charged); Stripe clears it at `resumes_at`. */
    pause_collection: z.object({ behavior: z.string(), resumes_at: z.number().int().nullish() }).nullish(),
    items: z
      .object({ data: z.array(z.object({ current_period_end: z.number().int().nullish() })) })
      .nullish(),
    metadata,
  })
  .transform(
    ({ items, current_period_end, cancel_at, canceled_at, trial_end, pause_collection, ...subscription }) => {
      // Every item of our one-price subscription shares the period; the latest end is the safe reading.
      const itemPeriodEnds = (items?.data ?? []).flatMap((item) => item.current_period_end ?? []);
      return {
        ...subscription,
        cancel_at: cancel_at ?? null,
        canceled_at: canceled_at ?? null,
        trial_end: trial_end ?? null,
        pause_collection: pause_collection
          ? { behavior: pause_collection.behavior, resumes_at: pause_collection.resumes_at ?? null }
          : null,
        current_period_end:
          current_period_end ?? (itemPeriodEnds.length > 0 ? Math.max(...itemPeriodEnds) : null),
      };
    },
  );
export type StripeSubscription = z.output<typeof stripeSubscriptionSchema>;

export const stripeCheckoutSessionSchema = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  mode: z.string(),
  status: z.string().nullish(),
  payment_status: z.string(),
  customer: reference.nullish(),
  subscription: reference.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
});
export type StripeCheckoutSession = z.output<typeof stripeCheckoutSessionSchema>;

export const stripeInvoiceSchema = z
  .object({
    id: z.string(),
    object: z.literal('invoice'),
    customer: reference.nullish(),
    subscription: reference.nullish(),
    parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
  })
  .transform(({ parent, ...invoice }) => ({
    id: invoice.id,
    customer: invoice.customer ?? null,
    subscription: parent?.subscription_details?.subscription ?? invoice.subscription ?? null,
  }));
export type StripeInvoice = z.output<typeof stripeInvoiceSchema>;

/** The envelope of every webhook event; `data.object` is read by the schema its `type` calls for. */
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});
export type StripeEvent = z.output<typeof stripeEventSchema>;
