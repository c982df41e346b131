import type { SubscriptionStatus, SubscriptionStatusResponse } from '@steady/contracts';
import type { StripeSubscription } from '../stripe/objects';

/** A user's subscription as billing stores it (one row per user). Times are ISO text. */
export interface SubscriptionRecord {
  userId: string;
  status: SubscriptionStatus;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  canceledAt: string | null;
  /** When the free trial ends, while Stripe says the subscription is trialing; null otherwise. */
  trialEnd: string | null;
  /** While paused: when Premium resumes by itself (Stripe's `pause_collection.resumes_at`); null otherwise. */
  pauseResumesAt: string | null;
  /** The language the user paused in: the mail before the pause ends speaks it. */
  pauseLanguage: string | null;
  /** When the Stripe subscription behind `status` was created: tells an old subscription from a new one. */
  subscriptionCreatedAt: string | null;
  /** The `created` time of the newest Stripe event applied to this row. */
  stateAsOf: string | null;
}

/** What one piece of news from Stripe changes on the record. */
export type SubscriptionChange = Partial<Omit<SubscriptionRecord, 'userId'>>;

/** News about one Stripe subscription: which one, when it was created, and as of when the news holds. */
interface SubscriptionNews {
  subscriptionId: string;
  subscriptionCreatedAt: string;
  asOf: string;
  status: SubscriptionStatus;
}

/** `months` months on, the day kept where the calendar allows, as Stripe bills monthly. */
export function monthsAfter(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export const isoFromEpochSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString();

/**
 * Stripe's status in our words. Trials are premium. `paused` (a trial ended without a payment method) and
 * `unpaid` both wait for a payment, as `past_due` does. `incomplete` subscriptions were never paid for.
 */
export function statusFromStripe(stripeStatus: string, cancelling: boolean): SubscriptionStatus {
  switch (stripeStatus) {
    case 'trialing':
    case 'active':
      return cancelling ? 'cancelPending' : 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    default:
      return 'inactive';
  }
}

/**
 * Stripe keeps a subscription whose payment collection is paused `active` (its own `paused` status is a
 * trial that ended without a payment method); `pause_collection` set on a running one is our `paused`.
 */
function pausedCollection(subscription: StripeSubscription) {
  const running = subscription.status === 'active' || subscription.status === 'trialing';
  return running ? subscription.pause_collection : null;
}

/** The record fields a Stripe subscription object determines. */
export function changeFromSubscription(subscription: StripeSubscription): SubscriptionChange {
  const cancelling = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  // A cancellation set for a given time ends access then; otherwise at the end of the current period.
  const periodEnd = subscription.cancel_at ?? subscription.current_period_end;
  const pause = pausedCollection(subscription);
  return {
    status: pause ? 'paused' : statusFromStripe(subscription.status, cancelling),
    stripeCustomerId: subscription.customer,
    stripeSubscriptionId: subscription.id,
    cancelAtPeriodEnd: cancelling,
    currentPeriodEnd: periodEnd === null ? null : isoFromEpochSeconds(periodEnd),
    canceledAt: subscription.canceled_at === null ? null : isoFromEpochSeconds(subscription.canceled_at),
    // Stripe keeps `trial_end` once the trial is over; only a trialing subscription is still in it.
    trialEnd:
      subscription.status === 'trialing' && subscription.trial_end !== null
        ? isoFromEpochSeconds(subscription.trial_end)
        : null,
    pauseResumesAt: pause?.resumes_at ? isoFromEpochSeconds(pause.resumes_at) : null,
    subscriptionCreatedAt: isoFromEpochSeconds(subscription.created),
  };
}

/**
 * Whether news may replace what the record holds, so late or replayed events never roll the state back:
 * - about another subscription: only a newer one (the user subscribed again) takes over; at the same second
 *   a live subscription wins over an ended one;
 * - about the same subscription: nothing follows `canceled` (Stripe never revives a canceled subscription),
 *   and news older than the newest applied event is stale. Same-second events apply in arrival order.
 */
export function supersedesRecord(record: SubscriptionRecord, news: SubscriptionNews): boolean {
  if (record.stripeSubscriptionId === null) return true;
  if (record.stripeSubscriptionId !== news.subscriptionId) {
    const recordCreatedAt = record.subscriptionCreatedAt ?? '';
    if (news.subscriptionCreatedAt !== recordCreatedAt) return news.subscriptionCreatedAt > recordCreatedAt;
    return news.status !== 'canceled';
  }
  if (record.status === 'canceled') return false;
  return record.stateAsOf === null || news.asOf >= record.stateAsOf;
}

/** Whether an invoice outcome may change the record: same live subscription, and not older than the record. */
export function invoiceApplies(record: SubscriptionRecord, subscriptionId: string, asOf: string): boolean {
  return (
    record.stripeSubscriptionId === subscriptionId &&
    record.status !== 'canceled' &&
    (record.stateAsOf === null || asOf >= record.stateAsOf)
  );
}

/** A failed payment makes a running subscription `past_due`; a paid invoice brings it back. Else no change. */
export function statusAfterInvoice(
  record: SubscriptionRecord,
  paid: boolean,
): SubscriptionStatus | undefined {
  if (paid) {
    if (record.status !== 'past_due') return undefined;
    return record.cancelAtPeriodEnd ? 'cancelPending' : 'active';
  }
  return record.status === 'active' || record.status === 'cancelPending' ? 'past_due' : undefined;
}

/**
 * The trial end while the trial still runs. The local test checkout sends no event when its trial is over,
 * so a stored end already passed means the trial is over, whatever the record says.
 */
function runningTrialEnd(record: SubscriptionRecord, now: Date): string | null {
  const inTrial = record.status === 'active' || record.status === 'cancelPending';
  if (!inTrial || record.trialEnd === null) return null;
  return Date.parse(record.trialEnd) > now.getTime() ? record.trialEnd : null;
}

/** The record as `GET /api/subscription/status` answers it. */
export function toStatusResponse(
  record: SubscriptionRecord | undefined,
  now: Date = new Date(),
): SubscriptionStatusResponse {
  return {
    status: record?.status ?? 'inactive',
    cancelAtPeriodEnd: record?.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: record?.currentPeriodEnd ?? null,
    canceledAt: record?.canceledAt ?? null,
    trialEnd: record === undefined ? null : runningTrialEnd(record, now),
    pauseResumesAt: record?.status === 'paused' ? record.pauseResumesAt : null,
    trialEligible: (record?.stripeSubscriptionId ?? null) === null,
  };
}
