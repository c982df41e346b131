import { subscriptionStatusSchema, type SubscriptionStatus } from '@steady/contracts';
import { parseStoredValue, type ServiceDatabase } from '@steady/service-common';
import type { BillingDatabase } from './schema';

export interface SubscriptionRepository {
  /** The stored status of a user's subscription, or undefined when the user never subscribed. */
  findStatus(userId: string): Promise<SubscriptionStatus | undefined>;
}

export function createSubscriptionRepository(
  database: ServiceDatabase<BillingDatabase>,
): SubscriptionRepository {
  return {
    async findStatus(userId) {
      const row = await database.db
        .selectFrom('subscriptions')
        .select('status')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : parseStoredValue(subscriptionStatusSchema, row.status, 'subscription status');
    },
  };
}
