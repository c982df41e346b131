import { isUniqueViolation, type ServiceDatabase } from '@steady/service-common';
import type { ContentDatabase } from '../database/schema';

export interface ServiceSecretRepository {
  /** The value stored under `name`, or undefined when there is none. */
  find(name: string): Promise<string | undefined>;
  /**
   * The secret stored under `name`; when there is none, `candidate` is stored and returned. Instances
   * racing on an empty table all end up with the one value that was stored first (the name is the key).
   */
  findOrStore(name: string, candidate: string, now: Date): Promise<string>;
  /**
   * Replaces the value under `name` only while it is still `current`, so of two instances re-storing it
   * at once only the first one's value is kept. True when this call replaced it.
   */
  replace(name: string, current: string, replacement: string): Promise<boolean>;
}

export function createServiceSecretRepository(
  database: ServiceDatabase<ContentDatabase>,
): ServiceSecretRepository {
  const { db } = database;
  const find = async (name: string) =>
    (await db.selectFrom('service_secrets').select('value').where('name', '=', name).executeTakeFirst())
      ?.value;

  return {
    find,
    async findOrStore(name, candidate, now) {
      const stored = await find(name);
      if (stored !== undefined) return stored;
      try {
        await db
          .insertInto('service_secrets')
          .values({ name, value: candidate, created_at: now.toISOString() })
          .execute();
      } catch (error) {
        // Another instance stored one between our read and our insert: use theirs.
        if (!isUniqueViolation(error)) throw error;
      }
      const winner = await find(name);
      if (winner === undefined) throw new Error(`Service secret "${name}" could not be stored`);
      return winner;
    },
    async replace(name, current, replacement) {
      const result = await db
        .updateTable('service_secrets')
        .set({ value: replacement })
        .where('name', '=', name)
        .where('value', '=', current)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
