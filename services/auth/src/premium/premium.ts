import { forbidden } from '@steady/service-common';
import type { AuthContext } from '../context';

export const premiumMessages = {
  required: 'This is part of Steady Premium',
} as const;

/** 403 `premium_required` for anyone without an active (or paid-until-period-end) subscription. */
export async function requirePremium(context: AuthContext, userId: string): Promise<void> {
  if (!(await context.entitlements.hasPremium(userId))) {
    throw forbidden(premiumMessages.required, { reason: 'premium_required' });
  }
}
