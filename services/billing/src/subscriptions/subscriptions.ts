import {
  subscriptionErrorMessages,
  type CreateSubscriptionResponse,
  type ErrorReason,
  type Language,
  type PauseSubscriptionRequest,
  type Plan,
  type SubscriptionStatusResponse,
} from '@steady/contracts';
import { conflict, HttpError, type AuthenticatedUser, type Logger } from '@steady/service-common';
import {
  isoFromEpochSeconds,
  monthsAfter,
  toStatusResponse,
  type SubscriptionRecord,
} from './subscription-state';
import type { BillingStore } from '../database/billing-store';
import type { StripeGateway } from '../stripe/gateway';
import { applySubscription } from '../webhook/stripe-events';

export interface SubscriptionHandlerDependencies {
  store: BillingStore;
  stripe: StripeGateway;
  plan: Plan;
  logger: Logger;
}

/** Where Stripe sends the browser back (the app's own address), and the language its page speaks. */
interface ReturnAddress {
  appUrl: string;
  language: Language;
}

/** What a failed Stripe call tells the user: the step that did not happen. */
const stripeFailures = {
  create: { message: subscriptionErrorMessages.createFailed, reason: 'subscription_not_created' },
  cancel: { message: subscriptionErrorMessages.cancelFailed, reason: 'subscription_not_cancelled' },
  pause: { message: subscriptionErrorMessages.pauseFailed, reason: 'subscription_not_paused' },
  resume: { message: subscriptionErrorMessages.resumeFailed, reason: 'subscription_not_resumed' },
} as const satisfies Record<string, { message: string; reason: ErrorReason }>;

/** Calls Stripe; a failure becomes a 502 saying which step failed: the user may try again, nothing here changed. */
async function callStripe<Result>(
  logger: Logger,
  failure: (typeof stripeFailures)[keyof typeof stripeFailures],
  call: () => Promise<Result>,
) {
  try {
    return await call();
  } catch (error) {
    logger.error({ err: error }, failure.message);
    throw new HttpError(502, 'bad_gateway', failure.message, { reason: failure.reason });
  }
}

/**
 * Stripe's answer to our own request is applied at once, so the page shows it without waiting for the
 * webhook that repeats it. It counts as of the moment we asked, in whole seconds as Stripe dates its
 * events, or as of the record's state then when that is later (Stripe's clock may run ahead of ours): an
 * event created before (the echo of an earlier change, which webhooks may bring while we wait for the
 * answer, or after it) cannot undo it, and one created since is not overruled by it.
 */
function momentOfAsking(record: SubscriptionRecord) {
  const askedAt = isoFromEpochSeconds(Math.floor(Date.now() / 1000));
  return record.stateAsOf !== null && record.stateAsOf > askedAt ? record.stateAsOf : askedAt;
}

function answerTiming(askedAt: string) {
  return { asOf: askedAt, now: new Date().toISOString() };
}

export async function getSubscriptionStatus(
  store: BillingStore,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  return toStatusResponse(await store.subscriptions.findByUser(userId));
}

/**
 * Starts a subscription: the URL of a Stripe Checkout Session for the plan, with the trial for a first
 * subscription. A subscription that is only cancelling or paused is resumed instead (a second one would
 * bill twice for the overlap), and an overdue one must be settled first for the same reason.
 */
export async function startSubscription(
  dependencies: SubscriptionHandlerDependencies,
  user: AuthenticatedUser,
  returnAddress: ReturnAddress,
): Promise<CreateSubscriptionResponse> {
  const { store, stripe, plan, logger } = dependencies;
  const record = await store.subscriptions.findByUser(user.id);
  const successUrl = `${returnAddress.appUrl}/profile?checkout=success`;
  if (record?.status === 'active')
    throw conflict(subscriptionErrorMessages.alreadySubscribed, { reason: 'already_subscribed' });
  if (record?.status === 'past_due')
    throw conflict(subscriptionErrorMessages.paymentOverdue, { reason: 'payment_overdue' });
  const resumable = record?.status === 'cancelPending' || record?.status === 'paused';
  if (resumable && record.stripeSubscriptionId) {
    const subscriptionId = record.stripeSubscriptionId;
    const askedAt = momentOfAsking(record);
    const subscription = await callStripe(logger, stripeFailures.create, () =>
      record.status === 'paused'
        ? stripe.resumeCollection(subscriptionId)
        : stripe.setCancelAtPeriodEnd(subscriptionId, false),
    );
    await store.transaction(({ subscriptions }) =>
      applySubscription(subscriptions, user.id, subscription, answerTiming(askedAt)),
    );
    return { url: successUrl };
  }
  const customerId =
    record?.stripeCustomerId ??
    (await store.subscriptions.linkCustomer(
      user.id,
      await callStripe(logger, stripeFailures.create, () =>
        stripe.createCustomer({ userId: user.id, email: user.email }),
      ),
    ));
  return callStripe(logger, stripeFailures.create, () =>
    stripe.createCheckoutSession({
      userId: user.id,
      customerId,
      trialDays: record?.stripeSubscriptionId || plan.trialDays === 0 ? null : plan.trialDays,
      language: returnAddress.language,
      successUrl,
      cancelUrl: `${returnAddress.appUrl}/premium?checkout=canceled`,
    }),
  );
}

/** Cancels at the end of the paid period: premium stays until then. Asking again changes nothing. */
export async function cancelSubscription(
  dependencies: SubscriptionHandlerDependencies,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  const { store, stripe, logger } = dependencies;
  const record = await store.subscriptions.findByUser(userId);
  if (record?.status === 'cancelPending') return toStatusResponse(record);
  // A paused subscription can be cancelled as well: it then ends with its period, nothing charged meanwhile.
  const cancellable =
    record?.status === 'active' || record?.status === 'past_due' || record?.status === 'paused';
  if (!record?.stripeSubscriptionId || !cancellable) {
    throw conflict(subscriptionErrorMessages.nothingToCancel, { reason: 'nothing_to_cancel' });
  }
  const subscriptionId = record.stripeSubscriptionId;
  const askedAt = momentOfAsking(record);
  const subscription = await callStripe(logger, stripeFailures.cancel, () =>
    stripe.setCancelAtPeriodEnd(subscriptionId, true),
  );
  const updated = await store.transaction(({ subscriptions }) =>
    applySubscription(subscriptions, userId, subscription, answerTiming(askedAt)),
  );
  return toStatusResponse(updated);
}

/**
 * Pauses Premium for 1–3 months: nothing is charged (Stripe voids the invoices), Premium is off, and it
 * resumes by itself on the date answered. Only a running subscription (a trial too) can pause: a
 * cancelling one ends anyway, and an overdue one must be settled first.
 */
export async function pauseSubscription(
  dependencies: SubscriptionHandlerDependencies,
  userId: string,
  request: Required<PauseSubscriptionRequest>,
): Promise<SubscriptionStatusResponse> {
  const { store, stripe, logger } = dependencies;
  const record = await store.subscriptions.findByUser(userId);
  if (!record?.stripeSubscriptionId || record.status !== 'active') {
    throw conflict(subscriptionErrorMessages.nothingToPause, { reason: 'nothing_to_pause' });
  }
  const subscriptionId = record.stripeSubscriptionId;
  // Whole seconds, as Stripe's times are.
  const resumesAt = Math.floor(monthsAfter(new Date(), request.months).getTime() / 1000);
  const askedAt = momentOfAsking(record);
  const subscription = await callStripe(logger, stripeFailures.pause, () =>
    stripe.pauseCollection(subscriptionId, resumesAt),
  );
  const updated = await store.transaction(async ({ subscriptions }) => {
    await subscriptions.update(userId, { pauseLanguage: request.language }, new Date().toISOString());
    return applySubscription(subscriptions, userId, subscription, answerTiming(askedAt));
  });
  return toStatusResponse(updated);
}

/** Ends a pause now: Premium, and payments, resume today. */
export async function resumeSubscription(
  dependencies: SubscriptionHandlerDependencies,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  const { store, stripe, logger } = dependencies;
  const record = await store.subscriptions.findByUser(userId);
  if (!record?.stripeSubscriptionId || record.status !== 'paused') {
    throw conflict(subscriptionErrorMessages.notPaused, { reason: 'not_paused' });
  }
  const subscriptionId = record.stripeSubscriptionId;
  const askedAt = momentOfAsking(record);
  const subscription = await callStripe(logger, stripeFailures.resume, () =>
    stripe.resumeCollection(subscriptionId),
  );
  const updated = await store.transaction(({ subscriptions }) =>
    applySubscription(subscriptions, userId, subscription, answerTiming(askedAt)),
  );
  return toStatusResponse(updated);
}
