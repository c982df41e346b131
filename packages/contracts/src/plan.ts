// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/**
 * How billing takes payments: real Stripe, the local test checkout (LOCAL_CHECKOUT=1, no payment is real),
 * or not at all (no Stripe key and no test checkout: premium cannot be bought on this server).
 */
const billingModes = ['stripe', 'local-checkout', 'off'] as const;
export const billingModeSchema = z.enum(billingModes);
export type BillingMode = z.infer<typeof billingModeSchema>;

/**
 * The premium plan as billing's config defines it (PRICE_AMOUNT, PRICE_CURRENCY, TRIAL_DAYS):
 * `GET /api/subscription/plan`. Every text that names a price or trial renders from this.
 */
const planSchema = z.object({
  amount: z.number().check(z.positive()),
  currency: z.string().check(z.length(3)),
  interval: z.literal('month'),
  trialDays: z.int().check(z.nonnegative()),
  moneyBackDays: z.int().check(z.nonnegative()),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/subscription/plan`: the plan and how this server takes payment for it. */
export const planResponseSchema = z.extend(planSchema, { billingMode: billingModeSchema });
export type PlanResponse = z.infer<typeof planResponseSchema>;
