import type { ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

interface NewCompletion {
  userId: string;
  techniqueId: string;
  mood: string | null;
  completedAt: string;
  localDay: string;
  minutes: number;
  xpEarned: number;
  premiumBonus: number;
  levelAfter: number | null;
  historyRecordId: number | null;
}

export interface CompletionRepository {
  insert(completion: NewCompletion): Promise<void>;
  /** How often the user finished this technique on this day of theirs (for the daily XP limit). */
  countOnDay(userId: string, techniqueId: string, localDay: string): Promise<number>;
  /** What the user finished on this day of theirs (reminders stop nudging once it is done). */
  listOnDay(userId: string, localDay: string): Promise<DayCompletion[]>;
}

interface DayCompletion {
  techniqueId: string;
  mood: string | null;
  completedAt: string;
}

export function createCompletionRepository(database: ServiceDatabase<AuthDatabase>): CompletionRepository {
  const { db } = database;
  return {
    async insert(completion) {
      await db
        .insertInto('technique_completions')
        .values({
          user_id: completion.userId,
          technique_id: completion.techniqueId,
          mood: completion.mood,
          completed_at: completion.completedAt,
          local_day: completion.localDay,
          minutes: completion.minutes,
          xp_earned: completion.xpEarned,
          premium_bonus: completion.premiumBonus,
          level_after: completion.levelAfter,
          history_record_id: completion.historyRecordId,
        })
        .execute();
    },
    async countOnDay(userId, techniqueId, localDay) {
      const row = await db
        .selectFrom('technique_completions')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('technique_id', '=', techniqueId)
        .where('local_day', '=', localDay)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async listOnDay(userId, localDay) {
      const rows = await db
        .selectFrom('technique_completions')
        .select(['technique_id', 'mood', 'completed_at'])
        .where('user_id', '=', userId)
        .where('local_day', '=', localDay)
        .execute();
      return rows.map((row) => ({
        techniqueId: row.technique_id,
        mood: row.mood,
        completedAt: row.completed_at,
      }));
    },
  };
}
