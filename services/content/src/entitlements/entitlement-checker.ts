import { entitlementSchema } from '@steady/contracts';
import { createLastKnownAnswers, internalRequestHeaders, type Logger } from '@steady/service-common';

/** Whether a signed-in user may see premium content right now. Never rejects: doubt means "no". */
export interface EntitlementChecker {
  hasPremium(userId: string): Promise<boolean>;
}

export interface EntitlementCheckerOptions {
  /** Billing's internal base URL; without one there is no billing to ask and nobody is premium. */
  billingUrl: string | undefined;
  /** The secret billing's internal API asks for (INTERNAL_TOKEN); required whenever billingUrl is given. */
  internalToken?: string;
  logger: Logger;
  /** How long a "premium" answer is reused: a page opens several content calls within seconds. */
  premiumCacheMs?: number;
  /**
   * How long a "not premium" answer (or a failed lookup) is reused. Short, so someone who has just
   * subscribed sees premium steps within seconds, and a billing outage still adds no timeout to every call.
   */
  notPremiumCacheMs?: number;
  timeoutMs?: number;
  /** How long billing's last answer about a user still counts while billing cannot be reached (15 min). */
  graceMs?: number;
  now?: () => number;
}

interface CachedAnswer {
  premium: boolean;
  expiresAt: number;
}

/** Keeps memory bounded however many users pass by; the oldest answers go first. */
const maxCachedUsers = 10_000;

/**
 * Asks billing's `GET /internal/entitlements/:userId` (DESIGN §4: premium is enforced on the server).
 * Answers are cached briefly (premium 30 s, not premium 5 s). When billing is down, slow or answers nonsense,
 * billing's last answer about the user counts for a grace period (15 minutes), so a subscriber is not locked
 * out by an outage; a user billing never answered about, or past the grace period, is treated as not premium.
 */
export function createEntitlementChecker(options: EntitlementCheckerOptions): EntitlementChecker {
  const {
    billingUrl,
    internalToken,
    logger,
    premiumCacheMs = 30_000,
    notPremiumCacheMs = 5_000,
    timeoutMs = 1_000,
  } = options;
  const now = options.now ?? Date.now;
  const answers = new Map<string, CachedAnswer>();
  const lastKnown = createLastKnownAnswers<boolean>({ graceMs: options.graceMs, now });
  const inFlight = new Map<string, Promise<boolean>>();

  function remember(
    userId: string,
    premium: boolean,
    cacheMs = premium ? premiumCacheMs : notPremiumCacheMs,
  ): boolean {
    answers.delete(userId);
    if (answers.size >= maxCachedUsers) {
      const oldest = answers.keys().next();
      if (!oldest.done) answers.delete(oldest.value);
    }
    answers.set(userId, { premium, expiresAt: now() + cacheMs });
    return premium;
  }

  async function askBilling(baseUrl: string, userId: string): Promise<boolean> {
    try {
      const response = await fetch(`${baseUrl}/internal/entitlements/${encodeURIComponent(userId)}`, {
        headers: internalRequestHeaders(internalToken ?? ''),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`billing answered ${response.status}`);
      const entitlement = entitlementSchema.safeParse(await response.json());
      if (!entitlement.success) throw new Error('billing answered with an unexpected entitlement shape');
      lastKnown.remember(userId, entitlement.data.premium);
      return remember(userId, entitlement.data.premium);
    } catch (error) {
      const known = lastKnown.recall(userId);
      logger.warn(
        { err: error, userId, lastKnownPremium: known },
        known === undefined
          ? 'Premium entitlement unavailable; serving free content'
          : "Premium entitlement unavailable; keeping billing's last answer",
      );
      // Cached as briefly as a "no", so billing is asked again within seconds.
      return remember(userId, known ?? false, notPremiumCacheMs);
    }
  }

  return {
    async hasPremium(userId) {
      if (billingUrl === undefined) return false;
      const cached = answers.get(userId);
      if (cached && cached.expiresAt > now()) return cached.premium;
      const pending = inFlight.get(userId);
      if (pending) return pending;
      const request = askBilling(billingUrl, userId).finally(() => inFlight.delete(userId));
      inFlight.set(userId, request);
      return request;
    },
  };
}
