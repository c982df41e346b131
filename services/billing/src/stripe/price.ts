import type { Plan } from '@steady/contracts';

/**
 * The plan's price in the currency's smallest unit, as Stripe counts it: cents for USD and EUR, whole yen
 * for JPY. Intl knows each currency's number of decimals.
 */
export function toMinorUnits(plan: Plan): number {
  const decimals =
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency: plan.currency.toUpperCase(),
    }).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.round(plan.amount * 10 ** decimals);
}
