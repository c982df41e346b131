import type { Generated } from 'kysely';

export interface PasswordResetsTable {
  /** SHA-256 of the mailed token, hex. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EmailChangesTable {
  token_hash: string;
  user_id: string;
  new_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  user_id: string;
  topic: string;
  message: string;
  priority: number;
  created_at: string;
  mailed_at: string | null;
}
