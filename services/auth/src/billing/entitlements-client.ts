import { entitlementSchema, type SubscriptionStatus } from '@steady/contracts';
import { createLastKnownAnswers, internalRequestHeaders, type Logger } from '@steady/service-common';

/** A user's subscription as auth can tell it. */
export interface SubscriptionAnswer {
  status: SubscriptionStatus;
  /**
   * Billing could not be reached just now: `status` is its last answer about the user if it is younger
   * than 15 minutes (a subscriber does not look free during an outage), otherwise 'inactive'.
   */
  checking: boolean;
}

export interface EntitlementClient {
  subscriptionOf(userId: string): Promise<SubscriptionAnswer>;
  /** `subscriptionOf(userId).status`, for the callers that act on it. */
  statusOf(userId: string): Promise<SubscriptionStatus>;
}

/** Long enough for a healthy billing on the same network, short enough that a profile never hangs on it. */
export const entitlementTimeoutMs = 1500;

/** Asks billing's internal API: the auth service never reads billing's tables (DESIGN §1). */
export function createEntitlementClient(
  baseUrl: string,
  internalToken: string,
  logger: Logger,
  options: { graceMs?: number; now?: () => number } = {},
): EntitlementClient {
  const lastKnown = createLastKnownAnswers<SubscriptionStatus>(options);
  async function subscriptionOf(userId: string): Promise<SubscriptionAnswer> {
    const url = `${baseUrl.replace(/\/+$/, '')}/internal/entitlements/${encodeURIComponent(userId)}`;
    try {
      const response = await fetch(url, {
        headers: internalRequestHeaders(internalToken),
        signal: AbortSignal.timeout(entitlementTimeoutMs),
      });
      if (!response.ok) throw new Error(`billing answered ${response.status}`);
      const { status } = entitlementSchema.parse(await response.json());
      lastKnown.remember(userId, status);
      return { status, checking: false };
    } catch (error) {
      const known = lastKnown.recall(userId);
      logger.warn(
        { err: error, lastKnownStatus: known },
        known === undefined
          ? 'Subscription status unavailable; showing the free plan'
          : "Subscription status unavailable; showing billing's last answer",
      );
      return { status: known ?? 'inactive', checking: true };
    }
  }
  return {
    subscriptionOf,
    statusOf: async (userId) => (await subscriptionOf(userId)).status,
  };
}
