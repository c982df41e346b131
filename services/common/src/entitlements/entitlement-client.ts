import { entitlementSchema, type SubscriptionStatus } from '@steady/contracts';
import { internalRequestHeaders } from '../internal-credential';
import { createInstanceClient, type InstanceUrls } from '../instances/instance-client';
import type { Logger } from '../logger';
import { createExpiringAnswers } from './expiring-answers';

/** What another service needs of billing's entitlement: never rejects, doubt means the free plan. */
/** A user's subscription as another service can tell it. */
export interface SubscriptionAnswer {
  status: SubscriptionStatus;
  /**
   * Billing could not be reached just now: `status` is its last answer about the user if it is younger
   * than the grace period, otherwise 'inactive'; the profile says it is checking rather than "inactive".
   */
  checking: boolean;
}

export interface EntitlementClient {
  /** The user's subscription status, as the profile shows it. */
  statusOf(userId: string): Promise<SubscriptionStatus>;
  /** The status and whether billing could be asked just now. */
  subscriptionOf(userId: string): Promise<SubscriptionAnswer>;
  /** Whether the user may use premium features right now (an active or paid-until-period-end plan). */
  hasPremium(userId: string): Promise<boolean>;
}

export interface EntitlementClientOptions {
  /** Billing's instances (internal base URLs); without any there is no billing to ask and nobody is premium. */
  billingUrls: InstanceUrls | undefined;
  /** The secret billing's internal API asks for (INTERNAL_TOKEN). */
  internalToken: string;
  logger: Logger;
  /**
   * How long a premium answer is reused before billing is asked again (0: every call asks). Content
   * reuses it for a few seconds because one page opens several content calls.
   */
  premiumCacheMs?: number;
  /**
   * How long a "not premium" answer, or a failed lookup, is reused. Keep it short, so someone who has just
   * subscribed is unlocked within seconds.
   */
  notPremiumCacheMs?: number;
  /**
   * How long a failed lookup is reused (default: as a "not premium"), so that while billing is down each
   * call does not wait out the timeout again.
   */
  unavailableCacheMs?: number;
  timeoutMs?: number;
  /** How long billing's last answer about a user still counts while billing cannot be reached. */
  graceMs?: number;
  now?: () => number;
}

interface Answer {
  status: SubscriptionStatus;
  premium: boolean;
  checking: boolean;
}

/** Long enough for a healthy billing on the same network, short enough that a page never hangs on it. */
const entitlementTimeoutMs = 1500;

/** How long a user's last known entitlement outlives a billing outage: paying users must not look free. */
const entitlementGraceMs = 15 * 60 * 1000;

const freePlan: Answer = { status: 'inactive', premium: false, checking: false };

/**
 * Asks billing's `GET /internal/entitlements/:userId` (no service reads billing's tables, and
 * premium is decided on the server: docs/architecture.md, “Data ownership” and “Decisions”). When billing is down, slow or answers nonsense, billing's last answer
 * about the user counts for 15 minutes, so a subscriber does not look free during an outage; a user billing
 * never answered about, or past that grace period, is on the free plan.
 */
export function createEntitlementClient(options: EntitlementClientOptions): EntitlementClient {
  const {
    billingUrls,
    internalToken,
    logger,
    premiumCacheMs = 0,
    notPremiumCacheMs = 0,
    unavailableCacheMs = notPremiumCacheMs,
    timeoutMs = entitlementTimeoutMs,
    graceMs = entitlementGraceMs,
    now = Date.now,
  } = options;
  const recent = createExpiringAnswers<Answer>(now);
  const lastKnown = createExpiringAnswers<Answer>(now);
  const inFlight = new Map<string, Promise<Answer>>();

  const billing = billingUrls === undefined ? undefined : createInstanceClient(billingUrls);

  async function askBilling(userId: string): Promise<Answer> {
    if (billing === undefined) return freePlan;
    try {
      const response = await billing.fetch(`/internal/entitlements/${encodeURIComponent(userId)}`, {
        headers: internalRequestHeaders(internalToken),
        timeoutMs,
      });
      if (!response.ok) throw new Error(`billing answered ${response.status}`);
      const entitlement = entitlementSchema.safeParse(await response.json());
      if (!entitlement.success) throw new Error('billing answered with an unexpected entitlement shape');
      const answer = { status: entitlement.data.status, premium: entitlement.data.premium, checking: false };
      lastKnown.remember(userId, answer, graceMs);
      recent.remember(userId, answer, answer.premium ? premiumCacheMs : notPremiumCacheMs);
      return answer;
    } catch (error) {
      const known = lastKnown.recall(userId);
      logger.warn(
        { err: error, userId, lastKnownStatus: known?.status },
        known === undefined
          ? 'Subscription status unavailable; answering the free plan'
          : "Subscription status unavailable; answering billing's last answer",
      );
      const answer = { ...(known ?? freePlan), checking: true };
      recent.remember(userId, answer, unavailableCacheMs);
      return answer;
    }
  }

  async function answerFor(userId: string): Promise<Answer> {
    if (billing === undefined) return freePlan;
    const cached = recent.recall(userId);
    if (cached) return cached;
    const pending = inFlight.get(userId);
    if (pending) return pending;
    const request = askBilling(userId).finally(() => inFlight.delete(userId));
    inFlight.set(userId, request);
    return request;
  }

  return {
    statusOf: async (userId) => (await answerFor(userId)).status,
    subscriptionOf: async (userId) => {
      const { status, checking } = await answerFor(userId);
      return { status, checking };
    },
    hasPremium: async (userId) => (await answerFor(userId)).premium,
  };
}
