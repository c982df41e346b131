import type { Selectable } from 'kysely';
import type { ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase, SessionsTable } from '../database/schema';

type SessionRow = Selectable<SessionsTable>;

export interface SessionRepository {
  insert(session: SessionRow): Promise<void>;
  findById(id: string): Promise<SessionRow | undefined>;
  findByRefreshTokenHash(hash: string): Promise<SessionRow | undefined>;
  /**
   * Swaps the refresh token only if `currentHash` is still the stored one, so two refreshes with the same
   * token cannot both succeed. Returns whether this call won.
   */
  rotate(id: string, currentHash: string, next: { hash: string; expiresAt: string }): Promise<boolean>;
  revoke(id: string, at: string): Promise<void>;
  revokeAllOfUser(userId: string, at: string): Promise<void>;
}

export function createSessionRepository(database: ServiceDatabase<AuthDatabase>): SessionRepository {
  const { db } = database;
  return {
    async insert(session) {
      await db.insertInto('sessions').values(session).execute();
    },
    findById: (id) => db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst(),
    findByRefreshTokenHash: (hash) =>
      db.selectFrom('sessions').selectAll().where('refresh_token_hash', '=', hash).executeTakeFirst(),
    async rotate(id, currentHash, next) {
      const result = await db
        .updateTable('sessions')
        .set({ refresh_token_hash: next.hash, expires_at: next.expiresAt })
        .where('id', '=', id)
        .where('refresh_token_hash', '=', currentHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async revoke(id, at) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAllOfUser(userId, at) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
