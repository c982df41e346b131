import type { UserSettings } from '@steady/contracts';
import { fromFlag, toFlag, upsert, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

/** Until the user changes anything: days start at midnight and streaks are shown. */
export const defaultUserSettings: UserSettings = { dayStartHour: 0, hideStreaks: false };

export interface SettingsRepository {
  find(userId: string): Promise<UserSettings>;
  save(userId: string, settings: UserSettings, savedAt: string): Promise<void>;
}

export function createSettingsRepository(database: ServiceDatabase<AuthDatabase>): SettingsRepository {
  const { db } = database;
  return {
    async find(userId) {
      const row = await db
        .selectFrom('user_settings')
        .select(['day_start_hour', 'hide_streaks'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? { dayStartHour: row.day_start_hour, hideStreaks: fromFlag(row.hide_streaks) }
        : defaultUserSettings;
    },
    async save(userId, settings, savedAt) {
      const columns = {
        day_start_hour: settings.dayStartHour,
        hide_streaks: toFlag(settings.hideStreaks),
        updated_at: savedAt,
      };
      await upsert(
        database,
        'user_settings',
        { user_id: userId, ...columns },
        { conflictColumns: ['user_id'], update: columns },
      );
    },
  };
}
