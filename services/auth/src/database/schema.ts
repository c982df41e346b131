import type { IdempotencySchema } from '@steady/service-common';
import type { Generated } from 'kysely';
import type { EmailChangesTable, PasswordResetsTable, SupportRequestsTable } from './mail-schema';
import type {
  PushSubscriptionsTable,
  PushVapidKeysTable,
  ReminderNudgesTable,
  ReminderPreferencesTable,
  RemindersTable,
} from './reminder-tables';
import type { SafetyPlansTable } from '../safety-plan/safety-plan-table';
import type { TrustedPeopleTable, TrustedPersonMailsTable } from '../trusted-person/trusted-person-tables';
import type { MedicationDosesTable, MedicationsTable } from '../medications/medication-tables';

/** The auth database as Kysely sees it; timestamps are ISO text, lists JSON text, alike on SQLite and MySQL. */
export interface AuthDatabase extends IdempotencySchema {
  users: UsersTable;
  user_progress: UserProgressTable;
  signing_keys: SigningKeysTable;
  history_records: HistoryRecordsTable;
  technique_completions: TechniqueCompletionsTable;
  journal_entries: JournalEntriesTable;
  user_settings: UserSettingsTable;
  profile_photos: ProfilePhotosTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  support_requests: SupportRequestsTable;
  reminders: RemindersTable;
  reminder_preferences: ReminderPreferencesTable;
  reminder_nudges: ReminderNudgesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  safety_plans: SafetyPlansTable;
  trusted_people: TrustedPeopleTable;
  trusted_person_mails: TrustedPersonMailsTable;
  medications: MedicationsTable;
  medication_doses: MedicationDosesTable;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  google_id: string | null;
  photo: string | null;
  created_at: string;
  guest_progress_claimed_at: Generated<string | null>;
  terms_accepted_at: Generated<string | null>;
  health_data_consent_at: Generated<string | null>;
  photo_uploaded_at: Generated<string | null>;
  theme: Generated<string | null>;
}

interface UserProgressTable {
  user_id: string;
  xp: Generated<number>;
  level: Generated<number>;
  xp_to_next_level: Generated<number>;
  completed_techniques: string;
  badges: string;
  updated_at: string;
}

export interface SigningKeysTable {
  kid: string;
  algorithm: string;
  public_jwk: string;
  /** The private JWK encrypted with KEY_ENCRYPTION_SECRET (see tokens/key-encryption). */
  private_jwk: string;
  created_at: string;
  /** Null while the key signs; once retired, the time its last tokens have expired. */
  verifies_until: string | null;
}

export interface HistoryRecordsTable {
  id: Generated<number>;
  user_id: string;
  recorded_at: string;
  mood: string | null;
  techniques: string;
  effectiveness: number | null;
  xp_earned: Generated<number>;
}

interface TechniqueCompletionsTable {
  id: Generated<number>;
  user_id: string;
  technique_id: string;
  mood: string | null;
  completed_at: string;
  /** The user's day (YYYY-MM-DD) in their time zone and day start when it happened. */
  local_day: string;
  minutes: number;
  xp_earned: number;
  premium_bonus: number;
  level_after: number | null;
  history_record_id: number | null;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  user_id: string;
  kind: string;
  entry_at: string;
  local_day: string;
  state: string;
  effectiveness: number | null;
  techniques: string;
  body: string;
  tags: string;
  feeling_before: number | null;
  feeling_after: number | null;
  mood_score: number | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

interface UserSettingsTable {
  user_id: string;
  day_start_hour: number;
  hide_streaks: number;
  updated_at: string;
  /** "Today is hard" lasts until this instant (ISO); null: off. */
  bad_day_until: string | null;
}

interface ProfilePhotosTable {
  user_id: string;
  content_type: string;
  image: Buffer;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the current refresh token; the token itself is never stored. */
  refresh_token_hash: string;
  created_at: string;
  /** Moves forward on every refresh: a session used within the refresh lifetime does not end. */
  expires_at: string;
  revoked_at: string | null;
}
