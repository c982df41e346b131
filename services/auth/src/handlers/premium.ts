import { premiumSubscriptionStatuses, type SubscriptionStatus } from '@steady/contracts';
import { forbidden } from '@steady/service-common';
import type { AuthContext } from './context';

export const premiumMessages = {
  required: 'This is part of Steady Premium',
} as const;

const premiumStatuses: ReadonlySet<SubscriptionStatus> = new Set(premiumSubscriptionStatuses);

/** Asks billing (billing down reads as the free plan, so nothing premium is given away by an outage). */
export async function hasPremium(context: AuthContext, userId: string): Promise<boolean> {
  return premiumStatuses.has(await context.entitlements.statusOf(userId));
}

/** 403 `premium_required` for anyone without an active (or paid-until-period-end) subscription. */
export async function requirePremium(context: AuthContext, userId: string): Promise<void> {
  if (!(await hasPremium(context, userId))) {
    throw forbidden(premiumMessages.required, { reason: 'premium_required' });
  }
}
