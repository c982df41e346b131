import type { IntlShape } from 'react-intl';
import type { Plan } from '@steady/contracts';

/** "$5.00" / "5,00 $": the plan's monthly price in the reader's language. */
export function formatPrice(intl: IntlShape, plan: Plan): string {
  return intl.formatNumber(plan.amount, { style: 'currency', currency: plan.currency.toUpperCase() });
}
