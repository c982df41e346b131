import type { Kysely } from 'kysely';
import { z } from 'zod';
import { moodSchema, reminderDaysSchema, type AccountRecords } from '@steady/contracts';
import { fromFlag, parseJsonText, parseStoredValue } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

/** A push endpoint is a secret address; its service (the origin) says enough about where it points. */
function pushServiceOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
}

/** The reminders' notifications and the answers to them; the token that answers one is a secret, left out. */
async function readReminderNudges(db: Kysely<AuthDatabase>, userId: string) {
  const rows = await db
    .selectFrom('reminder_nudges')
    .select(['kind', 'due_at', 'claimed_at', 'outcome', 'acknowledged_at', 'action'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    dueAt: row.due_at,
    handledAt: row.claimed_at,
    outcome: row.outcome,
    acknowledgedAt: row.acknowledged_at,
    action: row.action,
  }));
}

/**
 * Sign-in records. A session's end moves forward by `refreshLifetimeSeconds` each time it is used, so its
 * last use is that much before its end.
 */
async function readSignInRecords(
  db: Kysely<AuthDatabase>,
  userId: string,
  refreshLifetimeSeconds: number,
): Promise<Pick<AccountRecords, 'sessions' | 'passwordResets' | 'emailChanges'>> {
  const [sessions, resets, emailChanges] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('email_changes')
      .select(['new_email', 'created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  const lifetimeMs = refreshLifetimeSeconds * 1000;
  return {
    sessions: sessions.map((row) => ({
      createdAt: row.created_at,
      lastUsedAt: new Date(Date.parse(row.expires_at) - lifetimeMs).toISOString(),
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    })),
    passwordResets: resets.map((row) => ({
      requestedAt: row.created_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    })),
    emailChanges: emailChanges.map((row) => ({
      newEmail: row.new_email,
      requestedAt: row.created_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    })),
  };
}

async function readSupportRequests(db: Kysely<AuthDatabase>, userId: string) {
  const rows = await db
    .selectFrom('support_requests')
    .select(['topic', 'message', 'priority', 'created_at', 'mailed_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    topic: row.topic,
    message: row.message,
    priority: fromFlag(row.priority),
    createdAt: row.created_at,
    mailedAt: row.mailed_at,
  }));
}

/** Reminders, their quiet hours, the devices they are pushed to and the notifications sent. */
async function readReminderRecords(
  db: Kysely<AuthDatabase>,
  userId: string,
): Promise<
  Pick<AccountRecords, 'reminders' | 'reminderPreferences' | 'pushSubscriptions' | 'reminderNudges'>
> {
  const [reminders, preferences, pushes, nudges] = await Promise.all([
    db.selectFrom('reminders').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('reminder_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    readReminderNudges(db, userId),
  ]);
  return {
    reminders: reminders.map((row) => ({
      timeOfDay: row.time_of_day,
      days: parseJsonText(row.days, reminderDaysSchema),
      timeZone: row.time_zone,
      suggestedState: parseStoredValue(z.nullable(moodSchema), row.suggested_state, 'reminder state'),
      suggestedTool: row.suggested_tool,
      language: row.language,
      paused: fromFlag(row.paused),
      repeatEveryMinutes: row.repeat_every_minutes,
      repeatTimes: row.repeat_times,
      nextDueAt: row.next_due_at,
      lastSentAt: row.last_sent_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    reminderPreferences: preferences
      ? {
          quietHoursStart: preferences.quiet_hours_start,
          quietHoursEnd: preferences.quiet_hours_end,
          calendarLinkActive: preferences.calendar_token !== null,
          updatedAt: preferences.updated_at,
        }
      : null,
    pushSubscriptions: pushes.map((row) => ({
      pushService: pushServiceOf(row.endpoint),
      createdAt: row.created_at,
    })),
    reminderNudges: nudges,
  };
}

async function readProfilePhoto(db: Kysely<AuthDatabase>, userId: string) {
  const photo = await db
    .selectFrom('profile_photos')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return photo
    ? {
        dataUrl: `data:${photo.content_type};base64,${Buffer.from(photo.image).toString('base64')}`,
        updatedAt: photo.updated_at,
      }
    : null;
}

/**
 * The export's account section: sessions, mailed links, support requests, reminders, push subscriptions and
 * the uploaded photo, without any secret (see `accountRecordsSchema`).
 */
export async function readAccountRecords(
  db: Kysely<AuthDatabase>,
  userId: string,
  refreshLifetimeSeconds: number,
): Promise<AccountRecords> {
  const [signIn, supportRequests, reminders, profilePhoto] = await Promise.all([
    readSignInRecords(db, userId, refreshLifetimeSeconds),
    readSupportRequests(db, userId),
    readReminderRecords(db, userId),
    readProfilePhoto(db, userId),
  ]);
  return { ...signIn, supportRequests, ...reminders, profilePhoto };
}
