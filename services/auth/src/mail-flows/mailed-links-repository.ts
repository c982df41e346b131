import type { ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

export interface MailedLinkRepository {
  /** Ends the user's other reset links, then stores this one: only the newest link works (call in a transaction). */
  savePasswordReset(reset: {
    tokenHash: string;
    userId: string;
    createdAt: string;
    expiresAt: string;
  }): Promise<void>;
  /**
   * Uses a reset link: marks it used if it is unused and not expired at `now`, and answers its user, or
   * undefined. Exactly one of two simultaneous uses wins (the update checks `used_at` is still null).
   */
  usePasswordReset(tokenHash: string, now: string): Promise<string | undefined>;
  /** Ends every unused reset link of the user: one mailed before must not undo what changed since. */
  endPasswordResets(userId: string, now: string): Promise<void>;

  saveEmailChange(change: {
    tokenHash: string;
    userId: string;
    newEmail: string;
    createdAt: string;
    expiresAt: string;
  }): Promise<void>;
  /** Uses an email-change link as `usePasswordReset` does; answers the user and the new address. */
  useEmailChange(tokenHash: string, now: string): Promise<{ userId: string; newEmail: string } | undefined>;
  /**
   * Moves the account to the address and ends its reset links, mailed to the old one (call in a
   * transaction). Rejects with a unique violation when another account has the address by now.
   */
  setEmail(userId: string, email: string, now: string): Promise<void>;
}

export function createMailedLinkRepository(database: ServiceDatabase<AuthDatabase>): MailedLinkRepository {
  const { db } = database;
  const endPasswordResets = async (userId: string, now: string) => {
    await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  };
  return {
    async savePasswordReset(reset) {
      await endPasswordResets(reset.userId, reset.createdAt);
      await db
        .insertInto('password_resets')
        .values({
          token_hash: reset.tokenHash,
          user_id: reset.userId,
          created_at: reset.createdAt,
          expires_at: reset.expiresAt,
          used_at: null,
        })
        .execute();
    },
    async usePasswordReset(tokenHash, now) {
      const row = await db
        .selectFrom('password_resets')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? row.user_id : undefined;
    },
    endPasswordResets,
    async saveEmailChange(change) {
      await db
        .insertInto('email_changes')
        .values({
          token_hash: change.tokenHash,
          user_id: change.userId,
          new_email: change.newEmail,
          created_at: change.createdAt,
          expires_at: change.expiresAt,
          used_at: null,
        })
        .execute();
    },
    async useEmailChange(tokenHash, now) {
      const row = await db
        .selectFrom('email_changes')
        .select(['user_id', 'new_email'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const result = await db
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1
        ? { userId: row.user_id, newEmail: row.new_email }
        : undefined;
    },
    async setEmail(userId, email, now) {
      await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
      await endPasswordResets(userId, now);
    },
  };
}
