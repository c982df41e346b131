import { z } from 'zod';

/**
 * The premium plan as billing's config defines it (PRICE_AMOUNT, PRICE_CURRENCY, TRIAL_DAYS):
 * `GET /api/subscription/plan`. Every text that names a price or trial renders from this.
 */
export const planSchema = z.object({
  amount: z.number().positive(),
  currency: z.string().length(3),
  interval: z.literal('month'),
  trialDays: z.number().int().nonnegative(),
  moneyBackDays: z.number().int().nonnegative(),
});
export type Plan = z.infer<typeof planSchema>;
