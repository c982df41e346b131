import { z } from 'zod';
import { parseStoredValue, type ServiceDatabase } from '@steady/service-common';
import {
  moodSchema,
  type AccountRecords,
  type HistoryRecord,
  type JournalEntry,
  type Mood,
} from '@steady/contracts';
import { readAccountRecords } from './account-records';
import { toHistoryRecord } from '../history/history-repository';
import { toJournalEntry } from '../journal/journal-repository';
import type { AuthDatabase } from '../database/schema';

/** Every table of the auth database that holds rows about one user, children before `users` itself. */
export const userOwnedTables = [
  'sessions',
  'password_resets',
  'email_changes',
  'support_requests',
  'reminder_nudges',
  'reminders',
  'medication_doses',
  'medications',
  'reminder_preferences',
  'push_subscriptions',
  'profile_photos',
  'user_settings',
  'safety_plans',
  'trusted_people',
  'trusted_person_mails',
  'journal_entries',
  'technique_completions',
  'history_records',
  'user_progress',
] as const;

interface TechniqueCompletionExport {
  techniqueId: string;
  mood: Mood | null;
  completedAt: string;
  localDay: string;
  minutes: number;
  xpEarned: number;
  premiumBonus: number;
}

export interface AccountDataRepository {
  /** All history records, oldest first (an export is read in time order). */
  history(userId: string): Promise<HistoryRecord[]>;
  journal(userId: string): Promise<JournalEntry[]>;
  completions(userId: string): Promise<TechniqueCompletionExport[]>;
  /** Sessions, mailed links, support requests, reminders, push subscriptions and photo, without secrets. */
  records(userId: string, refreshLifetimeSeconds: number): Promise<AccountRecords>;
  /** Removes the user and every row about them; false when there was no such user. */
  erase(userId: string): Promise<boolean>;
}

export function createAccountDataRepository(database: ServiceDatabase<AuthDatabase>): AccountDataRepository {
  const { db } = database;
  return {
    async history(userId) {
      const rows = await db
        .selectFrom('history_records')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('recorded_at')
        .orderBy('id')
        .execute();
      return rows.map(toHistoryRecord);
    },
    async journal(userId) {
      const rows = await db
        .selectFrom('journal_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('entry_at')
        .orderBy('id')
        .execute();
      return rows.map(toJournalEntry);
    },
    async completions(userId) {
      const rows = await db
        .selectFrom('technique_completions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('completed_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        techniqueId: row.technique_id,
        mood: parseStoredValue(z.nullable(moodSchema), row.mood, 'completion mood'),
        completedAt: row.completed_at,
        localDay: row.local_day,
        minutes: row.minutes,
        xpEarned: row.xp_earned,
        premiumBonus: row.premium_bonus,
      }));
    },
    records: (userId, refreshLifetimeSeconds) => readAccountRecords(db, userId, refreshLifetimeSeconds),
    async erase(userId) {
      // Explicit deletes rather than trusting ON DELETE CASCADE: the result does not depend on the dialect.
      for (const table of userOwnedTables) {
        await db.deleteFrom(table).where('user_id', '=', userId).execute();
      }
      const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
