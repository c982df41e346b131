import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@steady/service-common';
import type { BillingDatabase } from '../database/schema';

export interface WebhookEventRepository {
  /**
   * Claims a Stripe event id; false when it was claimed before. The primary key decides, so two deliveries
   * of one event racing each other cannot both win: on MySQL the second insert waits for the first
   * transaction and then fails.
   */
  claim(eventId: string, now: string): Promise<boolean>;
  /** Forgets events processed before `time` (Stripe stops retrying after 3 days); answers how many. */
  pruneProcessedBefore(time: string): Promise<number>;
}

export function createWebhookEventRepository(db: Kysely<BillingDatabase>): WebhookEventRepository {
  return {
    async claim(eventId, now) {
      try {
        await db
          .insertInto('processed_webhook_events')
          .values({ event_id: eventId, processed_at: now })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async pruneProcessedBefore(time) {
      const result = await db
        .deleteFrom('processed_webhook_events')
        .where('processed_at', '<', time)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
