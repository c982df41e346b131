import type { Migration } from '@steady/service-common';
import * as createUsers from './0001_create_users';
import * as createUserProgress from './0002_create_user_progress';
import * as createSigningKeys from './0003_create_signing_keys';
import * as createHistoryRecords from './0004_create_history_records';
import * as addGuestProgressClaimedAt from './0005_add_guest_progress_claimed_at';
import * as createTechniqueCompletions from './0006_create_technique_completions';
import * as createJournalEntries from './0007_create_journal_entries';
import * as createUserSettings from './0008_create_user_settings';
import * as profileSelfService from './0009_profile_self_service';
import * as createSessions from './0009_sessions_create_sessions';
import * as createMailedTokens from './0009_mail_create_mailed_tokens';
import * as createSupportRequests from './0010_mail_create_support_requests';
import * as createReminderTables from './0009_reminders_create_tables';
import * as addUserTheme from './0009_pwa_add_user_theme';
import * as createIdempotencyKeys from './0011_create_idempotency_keys';
import * as signingKeysVerifiesUntil from './0012_signing_keys_verifies_until';
import * as badDayAddUntil from './0013_bad_day_add_until';
import * as safetyPlanCreateTable from './0014_safety_plan_create_table';
import * as remindersAddRepeats from './0015_reminders_add_repeats';
import * as trustedPersonCreateTables from './0017_trusted_person_create_tables';
import * as medicationsCreateTables from './0016_medications_create_tables';

/** Every auth migration, keyed by file name; Kysely applies them in key order. */
export const authMigrations: Record<string, Migration> = {
  '0001_create_users': createUsers,
  '0002_create_user_progress': createUserProgress,
  '0003_create_signing_keys': createSigningKeys,
  '0004_create_history_records': createHistoryRecords,
  '0005_add_guest_progress_claimed_at': addGuestProgressClaimedAt,
  '0006_create_technique_completions': createTechniqueCompletions,
  '0007_create_journal_entries': createJournalEntries,
  '0008_create_user_settings': createUserSettings,
  '0009_profile_self_service': profileSelfService,
  '0009_sessions_create_sessions': createSessions,
  '0009_mail_create_mailed_tokens': createMailedTokens,
  '0010_mail_create_support_requests': createSupportRequests,
  '0009_reminders_create_tables': createReminderTables,
  '0009_pwa_add_user_theme': addUserTheme,
  '0011_create_idempotency_keys': createIdempotencyKeys,
  '0012_signing_keys_verifies_until': signingKeysVerifiesUntil,
  '0013_bad_day_add_until': badDayAddUntil,
  '0014_safety_plan_create_table': safetyPlanCreateTable,
  '0015_reminders_add_repeats': remindersAddRepeats,
  '0017_trusted_person_create_tables': trustedPersonCreateTables,
  '0016_medications_create_tables': medicationsCreateTables,
};
