import { isUniqueViolation, type ServiceDatabase } from '@steady/service-common';
import type { ContentDatabase } from '../database/schema';

export interface TechniqueLikeRepository {
  /** Adds the like; liking twice leaves one like (the primary key is user + technique). */
  like(userId: string, techniqueId: string, likedAt: Date): Promise<void>;
  unlike(userId: string, techniqueId: string): Promise<void>;
  /** The user's liked technique ids, most recently liked first. */
  likedIds(userId: string): Promise<string[]>;
  /** How many users like each technique; techniques nobody likes are absent. */
  countLikes(techniqueIds: readonly string[]): Promise<Map<string, number>>;
}

export function createTechniqueLikeRepository(
  database: ServiceDatabase<ContentDatabase>,
): TechniqueLikeRepository {
  const { db } = database;
  return {
    async like(userId, techniqueId, likedAt) {
      try {
        await db
          .insertInto('technique_likes')
          .values({ user_id: userId, technique_id: techniqueId, created_at: likedAt.toISOString() })
          .execute();
      } catch (error) {
        // A second like (a double click, a retry after a lost answer) is already stored: nothing to do.
        if (!isUniqueViolation(error)) throw error;
      }
    },

    async unlike(userId, techniqueId) {
      await db
        .deleteFrom('technique_likes')
        .where('user_id', '=', userId)
        .where('technique_id', '=', techniqueId)
        .execute();
    },

    async likedIds(userId) {
      const rows = await db
        .selectFrom('technique_likes')
        .select('technique_id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('technique_id')
        .execute();
      return rows.map((row) => row.technique_id);
    },

    async countLikes(techniqueIds) {
      if (techniqueIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('technique_likes')
        .select(({ fn }) => ['technique_id', fn.countAll<number | string>().as('likes')])
        .where('technique_id', 'in', [...techniqueIds])
        .groupBy('technique_id')
        .execute();
      // MySQL returns COUNT(*) as a string (BIGINT), SQLite as a number.
      return new Map(rows.map((row) => [row.technique_id, Number(row.likes)]));
    },
  };
}
