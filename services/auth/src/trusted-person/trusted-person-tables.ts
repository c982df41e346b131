import type { Generated } from 'kysely';

/** `trusted_people`: the one person a user named, while they are named. */
export interface TrustedPeopleTable {
  user_id: string;
  name: string;
  email: string;
  language: string;
  /** The user's name as the trusted person knows it. */
  your_name: string;
  status: string;
  /** SHA-256 of the mailed links' tokens: each does one thing only. */
  reply_token_hash: string;
  stop_token_hash: string;
  weekly_token_hash: string;
  /** The stop and weekly links' tokens, encrypted: every later mail carries the same links again. */
  sealed_stop_token: string;
  sealed_weekly_token: string;
  user_wants_weekly: number;
  person_wants_weekly: number;
  weekly_line: string;
  /** Set while both want the weekly note; moved on by the instance that claims the note. */
  weekly_next_due_at: string | null;
  asked_at: string;
  answered_at: string | null;
}

/** `trusted_person_mails`: when a message (`message`) or weekly note (`weekly`) went out. */
export interface TrustedPersonMailsTable {
  id: Generated<number>;
  user_id: string;
  kind: string;
  sent_at: string;
}
