import { z } from 'zod';
import { parseEnvironment } from '@steady/service-common';
import type { Plan } from '@steady/contracts';

const planEnvironmentSchema = z.object({
  PRICE_AMOUNT: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be a price such as 5 or 4.99')
    .transform(Number)
    .default(5),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter currency code such as usd')
    .transform((code) => code.toLowerCase())
    .default('usd'),
  TRIAL_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number of days')
    .transform(Number)
    .default(7),
  MONEY_BACK_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number of days')
    .transform(Number)
    .default(14),
});

/**
 * The one place price and trial are defined: the home page, premium page, terms and
 * Stripe checkout all read this plan.
 */
export function loadPlan(env: NodeJS.ProcessEnv = process.env): Plan {
  const values = parseEnvironment(planEnvironmentSchema, {
    PRICE_AMOUNT: env.PRICE_AMOUNT,
    PRICE_CURRENCY: env.PRICE_CURRENCY,
    TRIAL_DAYS: env.TRIAL_DAYS,
    MONEY_BACK_DAYS: env.MONEY_BACK_DAYS,
  });
  return {
    amount: values.PRICE_AMOUNT,
    currency: values.PRICE_CURRENCY,
    interval: 'month',
    trialDays: values.TRIAL_DAYS,
    moneyBackDays: values.MONEY_BACK_DAYS,
  };
}
