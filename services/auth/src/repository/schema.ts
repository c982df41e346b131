import type { Generated } from 'kysely';

/** The auth database as Kysely sees it; timestamps are ISO text, lists JSON text (see DESIGN §4). */
export interface AuthDatabase {
  users: UsersTable;
  user_progress: UserProgressTable;
  signing_keys: SigningKeysTable;
  history_records: HistoryRecordsTable;
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
}

export interface UserProgressTable {
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
  private_jwk: string;
  created_at: string;
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
