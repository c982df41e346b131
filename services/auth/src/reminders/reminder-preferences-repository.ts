import type { QuietHours } from '@steady/contracts';
import type { Insertable } from 'kysely';
import { upsert, type ServiceDatabase } from '@steady/service-common';
import type { ReminderPreferencesTable } from '../database/reminder-tables';
import type { AuthDatabase } from '../database/schema';

interface ReminderPreferences {
  quietHours: QuietHours | null;
  calendarToken: string | null;
}

export interface ReminderPreferencesRepository {
  find(userId: string): Promise<ReminderPreferences>;
  saveQuietHours(userId: string, quietHours: QuietHours | null, savedAt: string): Promise<void>;
  /** A new token replaces the old one (which stops working at once); null revokes the feed. */
  saveCalendarToken(userId: string, token: string | null, savedAt: string): Promise<void>;
  findUserByCalendarToken(token: string): Promise<string | undefined>;
}

const nothingSet: ReminderPreferences = { quietHours: null, calendarToken: null };

export function createReminderPreferencesRepository(
  database: ServiceDatabase<AuthDatabase>,
): ReminderPreferencesRepository {
  const { db } = database;
  const save = (userId: string, columns: Omit<Insertable<ReminderPreferencesTable>, 'user_id'>) =>
    upsert(
      database,
      'reminder_preferences',
      { user_id: userId, ...columns },
      {
        conflictColumns: ['user_id'],
        update: columns,
      },
    );
  return {
    async find(userId) {
      const row = await db
        .selectFrom('reminder_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return nothingSet;
      return {
        quietHours:
          row.quiet_hours_start && row.quiet_hours_end
            ? { start: row.quiet_hours_start, end: row.quiet_hours_end }
            : null,
        calendarToken: row.calendar_token,
      };
    },
    saveQuietHours: (userId, quietHours, savedAt) =>
      save(userId, {
        quiet_hours_start: quietHours?.start ?? null,
        quiet_hours_end: quietHours?.end ?? null,
        updated_at: savedAt,
      }),
    saveCalendarToken: (userId, token, savedAt) =>
      save(userId, { calendar_token: token, updated_at: savedAt }),
    async findUserByCalendarToken(token) {
      const row = await db
        .selectFrom('reminder_preferences')
        .select('user_id')
        .where('calendar_token', '=', token)
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}
