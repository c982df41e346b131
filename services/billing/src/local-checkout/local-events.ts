import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { z } from 'zod';
import { monthsAfter, type SubscriptionRecord } from '../subscriptions/subscription-state';
import type { stripeSubscriptionSchema } from '../stripe/objects';

/** A subscription object as Stripe sends it (the shape billing's schema reads). */
export type LocalSubscription = z.input<typeof stripeSubscriptionSchema>;

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export const epochSeconds = (date: Date = new Date()) => Math.floor(date.getTime() / 1000);

const toEpochSeconds = (iso: string | null) => (iso === null ? null : epochSeconds(new Date(iso)));

export const oneMonthAfter = (date: Date): Date => monthsAfter(date, 1);

const stripeStatusOf: Record<SubscriptionRecord['status'], string> = {
  active: 'active',
  cancelPending: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  inactive: 'incomplete_expired',
  // Stripe keeps a subscription with paused collection active; `pause_collection` says it is paused.
  paused: 'active',
};

export function subscriptionObject(fields: {
  id: string;
  customerId: string;
  userId: string;
  status: string;
  created: number;
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  trialEnd: number | null;
  /** While paused: when it resumes (epoch seconds). */
  pauseResumesAt?: number | null;
}): LocalSubscription {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customerId,
    status: fields.status,
    created: fields.created,
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    cancel_at: null,
    canceled_at: fields.canceledAt,
    trial_end: fields.trialEnd,
    pause_collection:
      fields.pauseResumesAt === undefined || fields.pauseResumesAt === null
        ? null
        : { behavior: 'void', resumes_at: fields.pauseResumesAt },
    items: { data: [{ current_period_end: fields.periodEnd }] },
    metadata: { userId: fields.userId },
  };
}

/** The Stripe subscription a stored record describes: the local checkout keeps no objects of its own. */
export function subscriptionFromRecord(record: SubscriptionRecord): LocalSubscription | undefined {
  if (!record.stripeSubscriptionId || !record.stripeCustomerId) return undefined;
  // Billing stores a trial end only while Stripe calls the subscription trialing.
  const trialing = record.trialEnd !== null && stripeStatusOf[record.status] === 'active';
  return subscriptionObject({
    id: record.stripeSubscriptionId,
    customerId: record.stripeCustomerId,
    userId: record.userId,
    status: trialing ? 'trialing' : stripeStatusOf[record.status],
    created: toEpochSeconds(record.subscriptionCreatedAt) ?? epochSeconds(),
    periodEnd: toEpochSeconds(record.currentPeriodEnd),
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    canceledAt: toEpochSeconds(record.canceledAt),
    trialEnd: toEpochSeconds(record.trialEnd),
    pauseResumesAt: record.status === 'paused' ? toEpochSeconds(record.pauseResumesAt) : null,
  });
}

/** A webhook delivery as Stripe makes it: the event's JSON and its Stripe-Signature header. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

/** Wraps `object` in an event of `type` and signs it with the webhook secret, exactly as Stripe would. */
export function signedEvent(type: string, object: unknown, webhookSecret: string): SignedEvent {
  const payload = JSON.stringify({
    id: localId('evt'),
    object: 'event',
    type,
    created: epochSeconds(),
    livemode: false,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
}
