import { entitlementSchema, type SubscriptionStatus } from '@steady/contracts';
import type { Logger } from '@steady/service-common';

export interface EntitlementClient {
  /** The user's subscription status from billing; 'inactive' when billing is down or answers nonsense. */
  statusOf(userId: string): Promise<SubscriptionStatus>;
}

/** Long enough for a healthy billing on the same network, short enough that a profile never hangs on it. */
export const entitlementTimeoutMs = 1500;

/** Asks billing's internal API: the auth service never reads billing's tables (DESIGN §1). */
export function createEntitlementClient(baseUrl: string, logger: Logger): EntitlementClient {
  return {
    async statusOf(userId) {
      const url = `${baseUrl.replace(/\/+$/, '')}/internal/entitlements/${encodeURIComponent(userId)}`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(entitlementTimeoutMs) });
        if (!response.ok) throw new Error(`billing answered ${response.status}`);
        return entitlementSchema.parse(await response.json()).status;
      } catch (error) {
        logger.warn({ err: error }, 'Subscription status unavailable; showing the free plan');
        return 'inactive';
      }
    },
  };
}
