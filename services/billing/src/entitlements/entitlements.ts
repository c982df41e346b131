import { premiumSubscriptionStatuses, type Entitlement, type SubscriptionStatus } from '@steady/contracts';
import type { SubscriptionRepository } from '../subscriptions/subscriptions-repository';

const premiumStatuses: ReadonlySet<SubscriptionStatus> = new Set(premiumSubscriptionStatuses);

/** Whether a user may use premium now; a user who never subscribed is `inactive`. */
export async function getEntitlement(
  subscriptions: SubscriptionRepository,
  userId: string,
): Promise<Entitlement> {
  const status = (await subscriptions.findStatus(userId)) ?? 'inactive';
  return { userId, status, premium: premiumStatuses.has(status) };
}
