import { languageSchema } from '@steady/contracts';
import type { ServiceDatabase } from '@steady/service-common';
import type { CheckoutRequest } from '../stripe/gateway';
import type { BillingDatabase, LocalCheckoutSessionsTable } from '../database/schema';

/** A checkout the user has been sent to and not yet completed or abandoned. */
export interface LocalCheckoutSession extends CheckoutRequest {
  id: string;
}

/** An open checkout left this long has expired, as Stripe's do after a day; older ones are removed. */
export const localCheckoutLifetimeMs = 24 * 60 * 60 * 1000;

export interface LocalCheckoutSessionRepository {
  /** Keeps the session, and forgets the ones left open past their lifetime. */
  insert(session: LocalCheckoutSession, createdAt: Date): Promise<void>;
  /** The session while it is open and not expired. */
  find(id: string): Promise<LocalCheckoutSession | undefined>;
  /** Removes the session and answers it; undefined when it is gone (another request took it first). */
  take(id: string): Promise<LocalCheckoutSession | undefined>;
  /** Forgets the user's open checkouts (their account is being deleted). */
  removeForUser(userId: string): Promise<void>;
}

const toSession = (row: LocalCheckoutSessionsTable): LocalCheckoutSession => ({
  id: row.id,
  userId: row.user_id,
  customerId: row.customer_id,
  trialDays: row.trial_days,
  language: languageSchema.parse(row.language),
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
});

export function createLocalCheckoutSessionRepository(
  database: ServiceDatabase<BillingDatabase>,
): LocalCheckoutSessionRepository {
  const { db } = database;
  const expiredBefore = (now: Date) => new Date(now.getTime() - localCheckoutLifetimeMs).toISOString();
  const find = async (id: string) => {
    const row = await db
      .selectFrom('local_checkout_sessions')
      .selectAll()
      .where('id', '=', id)
      .where('created_at', '>=', expiredBefore(new Date()))
      .executeTakeFirst();
    return row && toSession(row);
  };
  return {
    async insert(session, createdAt) {
      await db
        .deleteFrom('local_checkout_sessions')
        .where('created_at', '<', expiredBefore(createdAt))
        .execute();
      await db
        .insertInto('local_checkout_sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          customer_id: session.customerId,
          trial_days: session.trialDays,
          language: session.language,
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
          created_at: createdAt.toISOString(),
        })
        .execute();
    },
    find,
    async take(id) {
      const session = await find(id);
      if (!session) return undefined;
      // Only the request whose delete removed the row goes on: two presses on two instances complete once.
      const deleted = await db.deleteFrom('local_checkout_sessions').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1 ? session : undefined;
    },
    async removeForUser(userId) {
      await db.deleteFrom('local_checkout_sessions').where('user_id', '=', userId).execute();
    },
  };
}
