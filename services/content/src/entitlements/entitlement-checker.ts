import { entitlementSchema } from '@steady/contracts';
import type { Logger } from '@steady/service-common';

/** Whether a signed-in user may see premium content right now. Never rejects: doubt means "no". */
export interface EntitlementChecker {
  hasPremium(userId: string): Promise<boolean>;
}

export interface EntitlementCheckerOptions {
  /** Billing's internal base URL; without one there is no billing to ask and nobody is premium. */
  billingUrl: string | undefined;
  logger: Logger;
  /** How long a "premium" answer is reused: a page opens several content calls within seconds. */
  premiumCacheMs?: number;
  /**
   * How long a "not premium" answer (or a failed lookup) is reused. Short, so someone who has just
   * subscribed sees premium steps within seconds, and a billing outage still adds no timeout to every call.
   */
  notPremiumCacheMs?: number;
  timeoutMs?: number;
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
 * Answers are cached briefly (premium 30 s, not premium 5 s); when billing is down, slow or answers nonsense, the user is treated as
 * not premium, so content keeps working and premium steps simply stay locked.
 */
export function createEntitlementChecker(options: EntitlementCheckerOptions): EntitlementChecker {
  const {
    billingUrl,
    logger,
    premiumCacheMs = 30_000,
    notPremiumCacheMs = 5_000,
    timeoutMs = 1_000,
  } = options;
  const now = options.now ?? Date.now;
  const answers = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<boolean>>();

  function remember(userId: string, premium: boolean): boolean {
    answers.delete(userId);
    if (answers.size >= maxCachedUsers) {
      const oldest = answers.keys().next();
      if (!oldest.done) answers.delete(oldest.value);
    }
    answers.set(userId, { premium, expiresAt: now() + (premium ? premiumCacheMs : notPremiumCacheMs) });
    return premium;
  }

  async function askBilling(baseUrl: string, userId: string): Promise<boolean> {
    try {
      const response = await fetch(`${baseUrl}/internal/entitlements/${encodeURIComponent(userId)}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`billing answered ${response.status}`);
      const entitlement = entitlementSchema.safeParse(await response.json());
      if (!entitlement.success) throw new Error('billing answered with an unexpected entitlement shape');
      return remember(userId, entitlement.data.premium);
    } catch (error) {
      logger.warn({ err: error, userId }, 'Premium entitlement unavailable; serving free content');
      return remember(userId, false);
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
