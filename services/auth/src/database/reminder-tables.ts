import type { Generated } from 'kysely';

/** Tables of migration 0009 (premium reminders); timestamps are UTC ISO text, so text order is time order. */
export interface RemindersTable {
  id: Generated<number>;
  user_id: string;
  /** "HH:MM" in `time_zone`. */
  time_of_day: string;
  /** JSON list of weekdays ("mon"…"sun"). */
  days: string;
  time_zone: string;
  suggested_state: string | null;
  suggested_tool: string | null;
  language: string;
  paused: Generated<number>;
  /** The occurrence the scheduler sends next; null while paused. Claimed by a conditional UPDATE. */
  next_due_at: string | null;
  last_sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0015: minutes between repeats of an unanswered notification; null: no repeats. */
  repeat_every_minutes: number | null;
  repeat_times: Generated<number>;
  /** Set on a refill reminder: the medication whose count ran low (migration 0016). */
  medication_id: Generated<number | null>;
}

/**
 * Migration 0015: a nudge sent or still to send. A pending one (claimed_at null) is sent by the one instance
 * whose conditional UPDATE sets claimed_at; its token (hashed, single-use) answers the notification.
 */
export interface ReminderNudgesTable {
  id: Generated<number>;
  reminder_id: number;
  user_id: string;
  /** first | repeat | snooze | later */
  kind: string;
  /** Which repeat it is (1…3); 0 for the other kinds. */
  step: Generated<number>;
  due_at: string;
  claimed_at: string | null;
  /** What the claiming instance did with it (a DeliveryOutcome). */
  outcome: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  acknowledged_at: string | null;
  action: string | null;
  created_at: string;
}

export interface ReminderPreferencesTable {
  user_id: string;
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
  /** The secret of the private calendar feed; null when the user has none (or revoked it). */
  calendar_token: string | null;
  updated_at: string;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: string;
  endpoint: string;
  endpoint_hash: string;
  p256dh: string;
  auth_secret: string;
  created_at: string;
}

export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}
