// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/**
 * The premium plan as billing's config defines it (PRICE_AMOUNT, PRICE_CURRENCY, TRIAL_DAYS):
 * `GET /api/subscription/plan`. Every text that names a price or trial renders from this.
 */
export const planSchema = z.object({
  amount: z.number().check(z.positive()),
  currency: z.string().check(z.length(3)),
  interval: z.literal('month'),
  trialDays: z.int().check(z.nonnegative()),
  moneyBackDays: z.int().check(z.nonnegative()),
});
export type Plan = z.infer<typeof planSchema>;
