// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { languageSchema, subscriptionStatusSchema, type SubscriptionStatus } from './domain';

/**
 * Statuses that grant premium. `cancelPending` keeps access until the paid period ends; `past_due` does not
 * (the payment failed and Stripe is retrying), nor does `paused` (nothing is charged; what was written while
 * premium stays readable, as after a cancellation).
 */
export const premiumSubscriptionStatuses = [
  'active',
  'cancelPending',
] as const satisfies readonly SubscriptionStatus[];

/** Billing's internal `GET /internal/entitlements/:userId`, asked by other services before serving premium. */
export const entitlementSchema = z.object({
  userId: z.string(),
  status: subscriptionStatusSchema,
  premium: z.boolean(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

/**
 * `GET /api/subscription/status`, also the answer of `POST /api/subscription/cancel`. Dates are ISO text:
 * `currentPeriodEnd` is when the paid (or trial) period ends, `canceledAt` when the cancellation was asked for,
 * `trialEnd` when the free trial ends while it still runs (null when there is no trial running): the first
 * charge comes then unless the subscription is cancelled. `pauseResumesAt` is when a paused subscription
 * brings Premium back by itself (null when not paused).
 */
export const subscriptionStatusResponseSchema = z.object({
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.nullable(z.string()),
  canceledAt: z.nullable(z.string()),
  trialEnd: z.nullable(z.string()),
  pauseResumesAt: z.nullable(z.string()),
  /** The free trial is for a first subscription only; a returning subscriber pays from the first day. */
  trialEligible: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/** `POST /api/subscription/create-subscription`: the checkout page speaks the reader's language. */
export const createSubscriptionRequestSchema = z._default(
  z.object({ language: z.optional(languageSchema) }),
  {},
);

/** How long Premium may be paused, in months. */
export const pauseMonthChoices = [1, 2, 3] as const;

/**
 * `POST /api/subscription/pause`: pause Premium for 1, 2 or 3 months; it resumes by itself after. The mail
 * three days before it resumes speaks `language`.
 */
export const pauseSubscriptionRequestSchema = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  language: z.optional(languageSchema),
});
export type PauseSubscriptionRequest = z.infer<typeof pauseSubscriptionRequestSchema>;

/** Where the browser goes next: the checkout page, or straight back to the profile when nothing is to pay. */
export const createSubscriptionResponseSchema = z.object({ url: z.string() });
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** Billing's error messages; the last two are spec §8's exact texts. */
export const subscriptionErrorMessages = {
  alreadySubscribed: 'You are already subscribed',
  paymentOverdue: 'Your last payment is overdue. Please settle it before subscribing again',
  nothingToCancel: 'You have no active subscription to cancel',
  createFailed: 'Failed to create subscription',
  cancelFailed: 'Failed to cancel subscription',
  nothingToPause: 'Only a running subscription can be paused',
  notPaused: 'Your subscription is not paused',
  pauseFailed: 'Failed to pause subscription',
  resumeFailed: 'Failed to resume subscription',
} as const;
