import {
  appNameSchema,
  languageSchema,
  moodSchema,
  reminderDaysSchema,
  reminderRepeatSchema,
  type ParsedReminderRequest,
  type Reminder,
} from '@steady/contracts';
import {
  fromFlag,
  insertAndGetId,
  parseJsonText,
  parseStoredValue,
  toFlag,
  toJsonText,
  type ServiceDatabase,
} from '@steady/service-common';
import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { RemindersTable } from '../database/reminder-tables';
import type { AuthDatabase } from '../database/schema';

/** What a reminder stores besides its owner: the request as given, and when the scheduler sends it next. */
interface ReminderFields extends ParsedReminderRequest {
  nextDueAt: string | null;
}

export interface StoredReminder extends Reminder {
  userId: string;
  /** A refill reminder's medication (its own page shows it, not the reminders list); null for the others. */
  medicationId: string | null;
}

export interface ReminderRepository {
  listFor(userId: string): Promise<StoredReminder[]>;
  countFor(userId: string): Promise<number>;
  /** The reminder only when it belongs to `userId`: another user's id reads as missing. */
  findOwned(userId: string, id: number): Promise<StoredReminder | undefined>;
  /** Whoever owns it: the scheduler reads the reminder a nudge belongs to. */
  find(id: number): Promise<StoredReminder | undefined>;
  insert(userId: string, fields: ReminderFields, savedAt: string): Promise<number>;
  replace(userId: string, id: number, fields: ReminderFields, savedAt: string): Promise<void>;
  /** False when there was no such reminder of this user. */
  remove(userId: string, id: number): Promise<boolean>;
  /** The refill reminder of a medication of the user, if one is on. */
  findRefill(userId: string, medicationId: number): Promise<StoredReminder | undefined>;
  insertRefill(
    userId: string,
    medicationId: number,
    fields: ReminderFields,
    savedAt: string,
  ): Promise<number>;
  removeRefill(userId: string, medicationId: number): Promise<void>;
  /** Unpaused reminders due at or before `now`, the longest waiting first. */
  listDue(now: string, limit: number): Promise<StoredReminder[]>;
  /**
   * Moves a due reminder on to `nextDueAt` only if it is still due at `dueAt`: of several scheduler
   * instances that read the same row, exactly one sees this return true and sends it.
   */
  claim(id: number, dueAt: string, nextDueAt: string, claimedAt: string): Promise<boolean>;
}

function toReminder(row: Selectable<RemindersTable>): StoredReminder {
  return {
    id: String(row.id),
    userId: row.user_id,
    time: row.time_of_day,
    days: parseJsonText(row.days, reminderDaysSchema),
    timeZone: row.time_zone,
    suggestedState: parseStoredValue(z.nullable(moodSchema), row.suggested_state, 'reminder state'),
    suggestedTool: parseStoredValue(z.nullable(appNameSchema), row.suggested_tool, 'reminder tool'),
    paused: fromFlag(row.paused),
    language: parseStoredValue(languageSchema, row.language, 'reminder language'),
    repeat: row.repeat_every_minutes
      ? parseStoredValue(
          reminderRepeatSchema,
          { everyMinutes: row.repeat_every_minutes, times: row.repeat_times },
          'reminder repeat',
        )
      : null,
    nextDueAt: row.next_due_at,
    medicationId: row.medication_id === null ? null : String(row.medication_id),
  };
}

function toColumns(fields: ReminderFields, savedAt: string) {
  return {
    time_of_day: fields.time,
    days: toJsonText(fields.days),
    time_zone: fields.timeZone,
    suggested_state: fields.suggestedState,
    suggested_tool: fields.suggestedTool,
    language: fields.language,
    paused: toFlag(fields.paused),
    repeat_every_minutes: fields.repeat?.everyMinutes ?? null,
    repeat_times: fields.repeat?.times ?? 0,
    next_due_at: fields.nextDueAt,
    updated_at: savedAt,
  };
}

/** The refill reminder a medication may have: at most one, found and removed by the medication. */
function refillReminders(
  database: ServiceDatabase<AuthDatabase>,
): Pick<ReminderRepository, 'findRefill' | 'insertRefill' | 'removeRefill'> {
  const { db } = database;
  return {
    async findRefill(userId, medicationId) {
      const row = await db
        .selectFrom('reminders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('medication_id', '=', medicationId)
        .executeTakeFirst();
      return row && toReminder(row);
    },
    insertRefill: (userId, medicationId, fields, savedAt) =>
      insertAndGetId(database, 'reminders', {
        user_id: userId,
        ...toColumns(fields, savedAt),
        medication_id: medicationId,
        last_sent_at: null,
        created_at: savedAt,
      }),
    async removeRefill(userId, medicationId) {
      await db
        .deleteFrom('reminders')
        .where('user_id', '=', userId)
        .where('medication_id', '=', medicationId)
        .execute();
    },
  };
}

/** What the scheduler reads and claims: the reminders due now. */
function schedulerQueries(
  db: ServiceDatabase<AuthDatabase>['db'],
): Pick<ReminderRepository, 'listDue' | 'claim'> {
  return {
    async listDue(now, limit) {
      const rows = await db
        .selectFrom('reminders')
        .selectAll()
        .where('paused', '=', 0)
        .where('next_due_at', 'is not', null)
        .where('next_due_at', '<=', now)
        .orderBy('next_due_at')
        .limit(limit)
        .execute();
      return rows.map(toReminder);
    },
    async claim(id, dueAt, nextDueAt, claimedAt) {
      const result = await db
        .updateTable('reminders')
        .set({ next_due_at: nextDueAt, last_sent_at: claimedAt })
        .where('id', '=', id)
        .where('paused', '=', 0)
        .where('next_due_at', '=', dueAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export function createReminderRepository(database: ServiceDatabase<AuthDatabase>): ReminderRepository {
  const { db } = database;
  return {
    async listFor(userId) {
      const rows = await db
        .selectFrom('reminders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('time_of_day')
        .orderBy('id')
        .execute();
      return rows.map(toReminder);
    },
    async countFor(userId) {
      const row = await db
        .selectFrom('reminders')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async findOwned(userId, id) {
      const row = await db
        .selectFrom('reminders')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toReminder(row);
    },
    async find(id) {
      const row = await db.selectFrom('reminders').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toReminder(row);
    },
    insert: (userId, fields, savedAt) =>
      insertAndGetId(database, 'reminders', {
        user_id: userId,
        ...toColumns(fields, savedAt),
        last_sent_at: null,
        created_at: savedAt,
      }),
    async replace(userId, id, fields, savedAt) {
      await db
        .updateTable('reminders')
        .set(toColumns(fields, savedAt))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },
    async remove(userId, id) {
      const result = await db
        .deleteFrom('reminders')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    ...refillReminders(database),
    ...schedulerQueries(database.db),
  };
}
