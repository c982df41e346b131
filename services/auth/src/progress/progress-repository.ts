import { z } from 'zod';
import type { Progress } from '@steady/contracts';
import { parseJsonText, toJsonText, upsert, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

const idListSchema = z.array(z.string());

export interface ProgressRepository {
  /** The stored progress; `lock` holds the row until the transaction ends (MySQL; SQLite runs one writer). */
  find(userId: string, options?: { lock: boolean }): Promise<Progress | undefined>;
  save(userId: string, progress: Progress, savedAt: string): Promise<void>;
}

export function createProgressRepository(database: ServiceDatabase<AuthDatabase>): ProgressRepository {
  const { db } = database;
  return {
    async find(userId, options) {
      const row = await db
        .selectFrom('user_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(Boolean(options?.lock) && database.dialect === 'mysql', (query) => query.forUpdate())
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        xp: row.xp,
        level: row.level,
        xpToNextLevel: row.xp_to_next_level,
        completedTechniques: parseJsonText(row.completed_techniques, idListSchema),
        badges: parseJsonText(row.badges, idListSchema),
      };
    },
    async save(userId, progress, savedAt) {
      const columns = {
        xp: progress.xp,
        level: progress.level,
        xp_to_next_level: progress.xpToNextLevel,
        completed_techniques: toJsonText(progress.completedTechniques),
        badges: toJsonText(progress.badges),
        updated_at: savedAt,
      };
      await upsert(
        database,
        'user_progress',
        { user_id: userId, ...columns },
        {
          conflictColumns: ['user_id'],
          update: columns,
        },
      );
    },
  };
}
