import { mixTracksSchema, type SavedMix } from '@steady/contracts';
import { parseJsonText, toJsonText, type ServiceDatabase } from '@steady/service-common';
import type { ContentDatabase } from '../database/schema';

export interface SavedMixRepository {
  /** A user's mixes, newest first. */
  listByUser(userId: string): Promise<SavedMix[]>;
  countByUser(userId: string): Promise<number>;
  save(userId: string, mix: SavedMix): Promise<void>;
  /** Deletes the user's mix; false when the user has no mix with this id. */
  delete(userId: string, id: string): Promise<boolean>;
}

export function createSavedMixRepository(database: ServiceDatabase<ContentDatabase>): SavedMixRepository {
  const { db } = database;
  return {
    async listByUser(userId) {
      const rows = await db
        .selectFrom('saved_mixes')
        .select(['id', 'name', 'tracks', 'created_at'])
        .where('user_id', '=', userId)
        // The id only makes the order of two mixes saved in the same millisecond stable.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        tracks: parseJsonText(row.tracks, mixTracksSchema),
        createdAt: row.created_at,
      }));
    },

    async countByUser(userId) {
      const row = await db
        .selectFrom('saved_mixes')
        .select(({ fn }) => fn.countAll<number | string>().as('mixes'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // MySQL returns COUNT(*) as a string (BIGINT), SQLite as a number.
      return Number(row.mixes);
    },

    async save(userId, mix) {
      await db
        .insertInto('saved_mixes')
        .values({
          id: mix.id,
          user_id: userId,
          name: mix.name,
          tracks: toJsonText(mix.tracks),
          created_at: mix.createdAt,
        })
        .execute();
    },

    async delete(userId, id) {
      const result = await db
        .deleteFrom('saved_mixes')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
