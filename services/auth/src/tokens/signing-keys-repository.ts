import type { Selectable } from 'kysely';
import type { ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase, SigningKeysTable } from '../database/schema';

export type SigningKeyRow = Selectable<SigningKeysTable>;

export interface SigningKeyRepository {
  /** Every key, oldest first (ties by kid), so all instances agree on which one signs. */
  listOldestFirst(): Promise<SigningKeyRow[]>;
  insert(key: SigningKeyRow): Promise<void>;
  /** Replaces a key's stored private part (a plaintext one, encrypted). */
  updatePrivateJwk(kid: string, privateJwk: string): Promise<void>;
  /** In one transaction: every signing key is retired to verify until `verifiesUntil`, then `key` is added. */
  rotate(key: SigningKeyRow, verifiesUntil: string): Promise<string[]>;
  /** Removes retired keys that no longer verify anything (verifies_until at or before `time`); returns their kids. */
  deleteRetiredBy(time: string): Promise<string[]>;
}

export function createSigningKeyRepository(database: ServiceDatabase<AuthDatabase>): SigningKeyRepository {
  const { db } = database;
  return {
    listOldestFirst: () =>
      db.selectFrom('signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute(),
    async insert(key) {
      await db.insertInto('signing_keys').values(key).execute();
    },
    async updatePrivateJwk(kid, privateJwk) {
      await db.updateTable('signing_keys').set({ private_jwk: privateJwk }).where('kid', '=', kid).execute();
    },
    rotate: (key, verifiesUntil) =>
      db.transaction().execute(async (transaction) => {
        const retired = await transaction
          .selectFrom('signing_keys')
          .select('kid')
          .where('verifies_until', 'is', null)
          .execute();
        await transaction
          .updateTable('signing_keys')
          .set({ verifies_until: verifiesUntil })
          .where('verifies_until', 'is', null)
          .execute();
        await transaction.insertInto('signing_keys').values(key).execute();
        return retired.map((row) => row.kid);
      }),
    async deleteRetiredBy(time) {
      const expired = await db
        .selectFrom('signing_keys')
        .select('kid')
        .where('verifies_until', '<=', time)
        .execute();
      if (expired.length === 0) return [];
      const kids = expired.map((row) => row.kid);
      await db.deleteFrom('signing_keys').where('kid', 'in', kids).execute();
      return kids;
    },
  };
}
