import { parseEventObject, type Logger } from '@steady/service-common';
import {
  changeFromSubscription,
  invoiceApplies,
  isoFromEpochSeconds,
  statusAfterInvoice,
  supersedesRecord,
  type SubscriptionRecord,
} from '../subscriptions/subscription-state';
import type { SubscriptionRepository } from '../subscriptions/subscriptions-repository';
import {
  stripeCheckoutSessionSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
  type StripeCheckoutSession,
  type StripeEvent,
  type StripeInvoice,
  type StripeSubscription,
} from '../stripe/objects';

/** Payment states of a completed Checkout Session that mean the subscription is running (or trialing). */
const settledPaymentStatuses = new Set(['paid', 'no_payment_required']);

interface EventContext {
  subscriptions: SubscriptionRepository;
  logger: Logger;
  asOf: string;
  now: string;
}

/**
 * A completed checkout links the user to the Stripe customer and subscription. It also grants premium at
 * once when the subscription is news to us: the subscription events that follow (often in the same second,
 * in any order) carry its exact status and period.
 */
async function applyCheckoutCompleted(session: StripeCheckoutSession, context: EventContext) {
  if (session.mode !== 'subscription' || !session.subscription) return;
  const userId = session.client_reference_id ?? session.metadata.userId;
  if (!userId) {
    context.logger.warn({ sessionId: session.id }, 'Completed checkout names no user; ignored');
    return;
  }
  const record = await context.subscriptions.lockRecord(userId);
  const news = {
    subscriptionId: session.subscription,
    // The subscription was created before its checkout completed; its own events bring the exact time.
    subscriptionCreatedAt: context.asOf,
    asOf: context.asOf,
    status: 'active' as const,
  };
  const isNews = record.stripeSubscriptionId !== session.subscription;
  if (!isNews || !supersedesRecord(record, news) || !settledPaymentStatuses.has(session.payment_status)) {
    return;
  }
  await context.subscriptions.update(
    userId,
    {
      status: 'active',
      stripeCustomerId: session.customer ?? record.stripeCustomerId,
      stripeSubscriptionId: session.subscription,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      canceledAt: null,
      trialEnd: null,
      subscriptionCreatedAt: news.subscriptionCreatedAt,
      stateAsOf: context.asOf,
    },
    context.now,
  );
}

/** Applies a subscription object unless the record already holds newer news (see `supersedesRecord`). */
export async function applySubscription(
  subscriptions: SubscriptionRepository,
  userId: string,
  subscription: StripeSubscription,
  timing: { asOf: string; now: string },
): Promise<SubscriptionRecord> {
  const record = await subscriptions.lockRecord(userId);
  const change = changeFromSubscription(subscription);
  const news = {
    subscriptionId: subscription.id,
    subscriptionCreatedAt: isoFromEpochSeconds(subscription.created),
    asOf: timing.asOf,
    status: change.status ?? 'inactive',
  };
  if (!supersedesRecord(record, news)) return record;
  const next = { ...change, stateAsOf: timing.asOf };
  await subscriptions.update(userId, next, timing.now);
  return { ...record, ...next };
}

async function applySubscriptionEvent(subscription: StripeSubscription, context: EventContext) {
  // Our own metadata (set at checkout) first; then the customer or subscription billing linked earlier.
  const userId =
    subscription.metadata.userId ||
    (await context.subscriptions.findUserIdByStripeIds({
      customerId: subscription.customer,
      subscriptionId: subscription.id,
    }));
  if (!userId) {
    context.logger.warn({ subscriptionId: subscription.id }, 'Subscription of an unknown customer; ignored');
    return;
  }
  await applySubscription(context.subscriptions, userId, subscription, context);
}

/**
 * A failed payment makes a running subscription `past_due`; a paid invoice brings a `past_due` one back.
 * Only the subscription the record holds is touched, and never after it was canceled.
 */
async function applyInvoiceOutcome(invoice: StripeInvoice, paid: boolean, context: EventContext) {
  if (!invoice.subscription) return;
  const userId = await context.subscriptions.findUserIdByStripeIds({
    customerId: invoice.customer,
    subscriptionId: invoice.subscription,
  });
  if (!userId) return;
  const record = await context.subscriptions.lockRecord(userId);
  if (!invoiceApplies(record, invoice.subscription, context.asOf)) return;
  const status = statusAfterInvoice(record, paid);
  if (status === undefined) return;
  await context.subscriptions.update(userId, { status, stateAsOf: context.asOf }, context.now);
}

/** Applies one verified Stripe event; types billing does not use are acknowledged and left alone. */
export async function applyStripeEvent(event: StripeEvent, context: Omit<EventContext, 'asOf'>) {
  const eventContext = { ...context, asOf: isoFromEpochSeconds(event.created) };
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCheckoutCompleted(parseEventObject(stripeCheckoutSessionSchema, object), eventContext);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionEvent(parseEventObject(stripeSubscriptionSchema, object), eventContext);
    case 'invoice.payment_failed':
      return applyInvoiceOutcome(parseEventObject(stripeInvoiceSchema, object), false, eventContext);
    case 'invoice.paid':
      return applyInvoiceOutcome(parseEventObject(stripeInvoiceSchema, object), true, eventContext);
    default:
      return undefined;
  }
}
