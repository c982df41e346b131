import { entitlementSchema, type SubscriptionStatus } from '@steady/contracts';
import { createLastKnownAnswers, internalRequestHeaders, type Logger } from '@steady/service-common';

export interface EntitlementClient {
  /**
   * The user's subscription status from billing. When billing is down or answers nonsense: billing's last
   * answer about the user if it is younger than 15 minutes (a subscriber does not look free during an
   * outage), otherwise 'inactive'.
   */
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
  return {
    async statusOf(userId) {
      const url = `${baseUrl.replace(/\/+$/, '')}/internal/entitlements/${encodeURIComponent(userId)}`;
      try {
        const response = await fetch(url, {
          headers: internalRequestHeaders(internalToken),
          signal: AbortSignal.timeout(entitlementTimeoutMs),
        });
        if (!response.ok) throw new Error(`billing answered ${response.status}`);
        const { status } = entitlementSchema.parse(await response.json());
        lastKnown.remember(userId, status);
        return status;
      } catch (error) {
        const known = lastKnown.recall(userId);
        logger.warn(
          { err: error, lastKnownStatus: known },
          known === undefined
            ? 'Subscription status unavailable; showing the free plan'
            : "Subscription status unavailable; showing billing's last answer",
        );
        return known ?? 'inactive';
      }
    },
  };
}
