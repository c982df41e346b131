import { z } from 'zod';
import { subscriptionStatusSchema, type SubscriptionStatus } from './domain';

/**
 * Statuses that grant premium. `cancelPending` keeps access until the paid period ends; `past_due` does not
 * (the payment failed and Stripe is retrying).
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
