import { forbidden } from '@steady/service-common';
import type { AuthContext } from '../context';

const premiumMessages = {
  required: 'This is part of Steady Premium',
} as const;

/** 403 `premium_required` for anyone without an active (or paid-until-period-end) subscription. */
export async function requirePremium(context: AuthContext, userId: string): Promise<void> {
  if (!(await context.entitlements.hasPremium(userId))) {
    throw forbidden(premiumMessages.required, { reason: 'premium_required' });
  }
}

/**
 * Reading what was kept while premium (the journal, statistics): premium users, and anyone who kept a
 * journal, so it stays readable after a cancellation and while Premium is paused. Someone who never kept one
 * gets the 403 with the upgrade path. Answers whether the reader has premium now (and may write).
 */
export async function requireKeptRecordsReader(context: AuthContext, userId: string): Promise<boolean> {
  const premium = await context.entitlements.hasPremium(userId);
  if (!premium && (await context.store.journal.countFor(userId)) === 0) {
    throw forbidden(premiumMessages.required, { reason: 'premium_required' });
  }
  return premium;
}
