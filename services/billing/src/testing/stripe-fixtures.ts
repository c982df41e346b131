import type { StandInSubscription } from './stripe-stand-in';

/** Seconds since the epoch for `2030-01-01T00:00:00Z` plus `offset` seconds: fixed times read clearly in tests. */
export const at = (offset: number) => Date.UTC(2030, 0, 1) / 1000 + offset;
export const isoAt = (offset: number) => new Date(at(offset) * 1000).toISOString();

export const day = 24 * 60 * 60;

/** A subscription as Stripe's API and webhooks show it (current API version: period end on the items). */
export function stripeSubscription(
  fields: Partial<Omit<StandInSubscription, 'items'>> & { id: string; userId?: string; periodEnd?: number },
): StandInSubscription {
  const { userId, periodEnd = at(30 * day), ...overrides } = fields;
  return {
    object: 'subscription',
    customer: 'cus_test_1',
    status: 'active',
    created: at(0),
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    metadata: userId ? { userId } : {},
    ...overrides,
    items: { object: 'list', data: [{ id: `si_${fields.id}`, current_period_end: periodEnd }] },
  };
}

export function checkoutSession(fields: { userId: string; subscription: string; paymentStatus?: string }) {
  return {
    id: `cs_test_${fields.subscription}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: fields.paymentStatus ?? 'no_payment_required',
    customer: 'cus_test_1',
    subscription: fields.subscription,
    client_reference_id: fields.userId,
    metadata: { userId: fields.userId },
  };
}

/** An invoice of the current API version: its subscription under `parent.subscription_details`. */
export function invoice(fields: { id: string; subscription: string }) {
  return {
    id: fields.id,
    object: 'invoice',
    customer: 'cus_test_1',
    parent: { type: 'subscription_details', subscription_details: { subscription: fields.subscription } },
  };
}
