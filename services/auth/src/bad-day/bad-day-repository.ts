import { toFlag, upsert, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';
import { defaultUserSettings } from '../user-settings/user-settings-repository';

/** "Today is hard", kept beside the user's other settings (`user_settings.bad_day_until`). */
export interface BadDayRepository {
  /** The stored end of the mode (an ISO instant), which may have passed; null when never turned on or off. */
  findUntil(userId: string): Promise<string | null>;
  saveUntil(userId: string, until: string | null, savedAt: string): Promise<void>;
}

export function createBadDayRepository(database: ServiceDatabase<AuthDatabase>): BadDayRepository {
  const { db } = database;
  return {
    async findUntil(userId) {
      const row = await db
        .selectFrom('user_settings')
        .select('bad_day_until')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.bad_day_until ?? null;
    },
    async saveUntil(userId, until, savedAt) {
      const columns = { bad_day_until: until, updated_at: savedAt };
      // A user who never saved settings gets a row with the default ones beside the mode.
      await upsert(
        database,
        'user_settings',
        {
          user_id: userId,
          day_start_hour: defaultUserSettings.dayStartHour,
          hide_streaks: toFlag(defaultUserSettings.hideStreaks),
          ...columns,
        },
        { conflictColumns: ['user_id'], update: columns },
      );
    },
  };
}
