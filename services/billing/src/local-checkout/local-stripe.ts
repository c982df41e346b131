import { conflict, notFound } from '@steady/service-common';
import type { Language } from '@steady/contracts';
import type { LocalTrial, LocalTrialRepository } from './local-trials-repository';
import type { SubscriptionRepository } from '../subscriptions/subscriptions-repository';
import type { SubscriptionRecord } from '../subscriptions/subscription-state';
import type {
  LocalCheckoutSession,
  LocalCheckoutSessionRepository,
} from './local-checkout-sessions-repository';
import type { StripeGateway } from '../stripe/gateway';
import { stripeSubscriptionSchema } from '../stripe/objects';
import { reminderMetadata, trialWillEndEventType } from '../trial-reminder/trial-reminder';
import {
  epochSeconds,
  localId,
  oneMonthAfter,
  signedEvent,
  subscriptionFromRecord,
  subscriptionObject,
  type LocalSubscription,
  type SignedEvent,
} from './local-events';

/** The local checkout: Stripe's part played in-process, for `npm start` without a Stripe account. */
export interface LocalStripe extends StripeGateway {
  findSession(sessionId: string): Promise<LocalCheckoutSession | undefined>;
  /** Pays the checkout (nothing is charged) and answers where the browser goes next. */
  complete(sessionId: string): Promise<string>;
  abandon(sessionId: string): Promise<string>;
  /** Ends the paid period of a subscription set to cancel, as Stripe does when the period is over. */
  endPeriod(userId: string): Promise<void>;
  /**
   * Resumes a pause whose date has come (`at`), as Stripe does at `resumes_at`: the period goes on from
   * there. A subscription that is not paused, or paused for later, is left alone.
   */
  endPause(userId: string, at: Date): Promise<void>;
  /** Sends `customer.subscription.trial_will_end` for a trial still running (an ended or replaced one gets none). */
  remindTrialEnd(trial: LocalTrial): Promise<void>;
}

interface LocalStripeOptions {
  webhookSecret: string;
  subscriptions: SubscriptionRepository;
  trials: LocalTrialRepository;
  sessions: LocalCheckoutSessionRepository;
  /** The webhook path every Stripe event takes; the local checkout's events go through it too. */
  deliver: (event: SignedEvent) => Promise<unknown>;
}

/**
 * The subscription with collection resumed at `at`. The local checkout charges no renewals, so a period that
 * ran out during the pause moves on by whole months until it ends after `at`, as Stripe's billing cycle does.
 */
function resumedSubscription(subscription: LocalSubscription, at: Date): LocalSubscription {
  const periodEnd = subscription.items?.data[0]?.current_period_end ?? null;
  let end = periodEnd === null ? oneMonthAfter(at) : new Date(periodEnd * 1000);
  while (end.getTime() <= at.getTime()) end = oneMonthAfter(end);
  return {
    ...subscription,
    pause_collection: null,
    items: { data: [{ current_period_end: epochSeconds(end) }] },
  };
}

const localCheckoutPath = (sessionId: string, language: Language) =>
  `/api/billing/local-checkout/${sessionId}?lang=${language}`;

/** What each group of the local checkout's steps works with. */
interface LocalStripeContext {
  options: LocalStripeOptions;
  /** Signs an event as Stripe would and sends it down the webhook path. */
  send: (type: string, object: unknown) => Promise<unknown>;
  /** The user's test subscription as Stripe would hold it; 404 when there is none. */
  storedSubscription: (
    userId: string | undefined,
  ) => Promise<{ record: SubscriptionRecord; subscription: LocalSubscription }>;
}

/** The subscription a paid checkout starts: a trial when the plan has one, otherwise a month paid. */
function startedSubscription(session: LocalCheckoutSession) {
  // Whole seconds, as Stripe's times are: the trial's end reads the same in every table.
  const now = new Date(epochSeconds() * 1000);
  const periodEnd = session.trialDays
    ? new Date(now.getTime() + session.trialDays * 24 * 60 * 60 * 1000)
    : oneMonthAfter(now);
  const subscription = subscriptionObject({
    id: localId('sub'),
    customerId: session.customerId,
    userId: session.userId,
    status: session.trialDays ? 'trialing' : 'active',
    created: epochSeconds(now),
    periodEnd: epochSeconds(periodEnd),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    trialEnd: session.trialDays ? epochSeconds(periodEnd) : null,
  });
  return { subscription, periodEnd };
}

/** The checkout page's steps: opening a checkout, then paying or leaving it. */
function checkoutSteps({
  options,
  send,
}: LocalStripeContext): Pick<
  LocalStripe,
  'createCustomer' | 'createCheckoutSession' | 'findSession' | 'complete' | 'abandon'
> {
  const { sessions } = options;
  return {
    async createCustomer() {
      return localId('cus');
    },

    async createCheckoutSession(request) {
      const session = { ...request, id: localId('cs') };
      await sessions.insert(session, new Date());
      // The page is billing's own, reached through the same address as the app.
      return {
        url: `${new URL(request.successUrl).origin}${localCheckoutPath(session.id, request.language)}`,
      };
    },
    findSession: (sessionId) => sessions.find(sessionId),

    async complete(sessionId) {
      const session = await sessions.take(sessionId);
      if (!session) throw notFound('This test checkout has expired');
      const { subscription, periodEnd } = startedSubscription(session);
      await send('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: session.trialDays ? 'no_payment_required' : 'paid',
        customer: session.customerId,
        subscription: subscription.id,
        client_reference_id: session.userId,
        metadata: { userId: session.userId },
      });
      await send('customer.subscription.created', subscription);
      if (session.trialDays) {
        await options.trials.insert({
          subscription_id: subscription.id,
          user_id: session.userId,
          language: session.language,
          app_url: reminderMetadata(session).appUrl,
          trial_end: periodEnd.toISOString(),
        });
      }
      return session.successUrl;
    },

    async abandon(sessionId) {
      const session = await sessions.take(sessionId);
      if (!session) throw notFound('This test checkout has expired');
      return session.cancelUrl;
    },
  };
}

/** The changes the subscription page asks Stripe for. */
function subscriptionChanges({
  options,
  send,
  storedSubscription,
}: LocalStripeContext): Pick<
  LocalStripe,
  'cancelNow' | 'setCancelAtPeriodEnd' | 'pauseCollection' | 'resumeCollection'
> {
  return {
    async cancelNow() {
      // A test subscription exists only in billing's own record, which the account deletion removes.
    },

    async setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd) {
      const userId = await options.subscriptions.findUserIdByStripeIds({ subscriptionId });
      const { subscription } = await storedSubscription(userId);
      const updated = {
        ...subscription,
        cancel_at_period_end: cancelAtPeriodEnd,
        canceled_at: cancelAtPeriodEnd ? epochSeconds() : null,
      };
      await send('customer.subscription.updated', updated);
      return stripeSubscriptionSchema.parse(updated);
    },

    async pauseCollection(subscriptionId, resumesAt) {
      const { subscription } = await storedSubscription(
        await options.subscriptions.findUserIdByStripeIds({ subscriptionId }),
      );
      const paused = { ...subscription, pause_collection: { behavior: 'void', resumes_at: resumesAt } };
      await send('customer.subscription.updated', paused);
      return stripeSubscriptionSchema.parse(paused);
    },
    async resumeCollection(subscriptionId) {
      const userId = await options.subscriptions.findUserIdByStripeIds({ subscriptionId });
      const { subscription } = await storedSubscription(userId);
      const resumed = resumedSubscription(subscription, new Date());
      await send('customer.subscription.updated', resumed);
      return stripeSubscriptionSchema.parse(resumed);
    },
  };
}

/** What Stripe does on its own as time passes: pauses and paid periods end, trials are about to. */
function timeBasedEvents({
  options,
  send,
  storedSubscription,
}: LocalStripeContext): Pick<LocalStripe, 'endPause' | 'endPeriod' | 'remindTrialEnd'> {
  return {
    async endPause(userId, at) {
      const { record, subscription } = await storedSubscription(userId);
      const due = record.pauseResumesAt !== null && Date.parse(record.pauseResumesAt) <= at.getTime();
      if (record.status !== 'paused' || !due) return;
      await send('customer.subscription.updated', resumedSubscription(subscription, at));
    },

    async endPeriod(userId) {
      const { record, subscription } = await storedSubscription(userId);
      if (record.status !== 'cancelPending') {
        throw conflict('Only a subscription set to cancel ends with its period; cancel it first');
      }
      const now = epochSeconds();
      await send('customer.subscription.deleted', {
        ...subscription,
        status: 'canceled',
        canceled_at: subscription.canceled_at ?? now,
        ended_at: now,
        items: { data: [{ current_period_end: now }] },
      });
    },

    async remindTrialEnd(trial) {
      const record = await options.subscriptions.findByUser(trial.user_id);
      const subscription = record && subscriptionFromRecord(record);
      const running = record?.status === 'active' || record?.status === 'cancelPending';
      if (!subscription || !running || record.stripeSubscriptionId !== trial.subscription_id) return;
      await send(trialWillEndEventType, {
        ...subscription,
        status: 'trialing',
        trial_end: epochSeconds(new Date(trial.trial_end)),
        metadata: { userId: trial.user_id, language: trial.language, appUrl: trial.app_url },
      });
    },
  };
}

/**
 * Open checkouts and subscriptions are in billing's database, so any instance can carry on a checkout
 * another one started, and a restart loses nothing.
 */
export function createLocalStripe(options: LocalStripeOptions): LocalStripe {
  const send = (type: string, object: unknown) =>
    options.deliver(signedEvent(type, object, options.webhookSecret));

  async function storedSubscription(userId: string | undefined) {
    const record = userId === undefined ? undefined : await options.subscriptions.findByUser(userId);
    const subscription = record && subscriptionFromRecord(record);
    if (!record || !subscription) throw notFound('There is no test subscription to change');
    return { record, subscription };
  }

  const context = { options, send, storedSubscription };
  return { ...checkoutSteps(context), ...subscriptionChanges(context), ...timeBasedEvents(context) };
}
