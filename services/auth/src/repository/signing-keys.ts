import type { Selectable } from 'kysely';
import type { ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase, SigningKeysTable } from './schema';

export type SigningKeyRow = Selectable<SigningKeysTable>;

export interface SigningKeyRepository {
  /** Every key, oldest first (ties by kid), so all instances agree on which one signs. */
  listOldestFirst(): Promise<SigningKeyRow[]>;
  insert(key: SigningKeyRow): Promise<void>;
}

export function createSigningKeyRepository(database: ServiceDatabase<AuthDatabase>): SigningKeyRepository {
  const { db } = database;
  return {
    listOldestFirst: () =>
      db.selectFrom('signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute(),
    async insert(key) {
      await db.insertInto('signing_keys').values(key).execute();
    },
  };
}
