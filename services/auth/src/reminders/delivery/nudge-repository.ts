import { z } from 'zod';
import { insertAndGetId, parseStoredValue, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../../database/schema';

/** The first nudge of an occurrence, a repeat of an unanswered one, a snooze, or "later today". */
const nudgeKindSchema = z.enum(['first', 'repeat', 'snooze', 'later']);
export type NudgeKind = z.infer<typeof nudgeKindSchema>;

interface NewNudge {
  reminderId: number;
  userId: string;
  kind: NudgeKind;
  /** Which repeat it is (1…3); 0 for the other kinds. */
  step: number;
  dueAt: string;
}

export interface PendingNudge extends NewNudge {
  id: number;
  /** When it was scheduled: the previous notification, or the reader's snooze. */
  createdAt: string;
}

interface NudgeToken {
  tokenHash: string | null;
  tokenExpiresAt: string | null;
  reminderId: number;
  userId: string;
}

export interface NudgeRepository {
  /** A nudge to send later; answers its id. */
  schedule(nudge: NewNudge, createdAt: string): Promise<number>;
  /** A nudge this instance sends at once (the first of an occurrence, already claimed with its reminder). */
  insertClaimed(nudge: NewNudge, claimedAt: string): Promise<number>;
  /** Unclaimed nudges due at or before `now`, the longest waiting first. */
  listDue(now: string, limit: number): Promise<PendingNudge[]>;
  /** True for the one instance whose conditional UPDATE claimed it: only that one sends it. */
  claim(id: number, claimedAt: string): Promise<boolean>;
  /** What became of a claimed nudge; a sent one also keeps the hash of its single-use token. */
  recordOutcome(id: number, outcome: string, token?: { hash: string; expiresAt: string }): Promise<void>;
  findToken(id: number): Promise<NudgeToken | undefined>;
  /** Uses up the token: false when another answer used it first. */
  acknowledge(id: number, tokenHash: string, action: string, at: string): Promise<boolean>;
  /** Drops the reminder's nudges not yet sent (an answer, or a new occurrence, replaces them). */
  cancelPending(reminderId: number): Promise<void>;
  /** Forgets nudges due before `before`: they answer nothing any more. */
  removeDueBefore(before: string): Promise<void>;
}

/** A sent nudge's single-use token, and the answer that uses it up. */
function answerQueries(
  db: ServiceDatabase<AuthDatabase>['db'],
): Pick<NudgeRepository, 'recordOutcome' | 'findToken' | 'acknowledge'> {
  return {
    async recordOutcome(id, outcome, token) {
      await db
        .updateTable('reminder_nudges')
        .set({
          outcome,
          ...(token && { token_hash: token.hash, token_expires_at: token.expiresAt }),
        })
        .where('id', '=', id)
        .execute();
    },
    async findToken(id) {
      const row = await db
        .selectFrom('reminder_nudges')
        .select(['token_hash', 'token_expires_at', 'reminder_id', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          tokenHash: row.token_hash,
          tokenExpiresAt: row.token_expires_at,
          reminderId: row.reminder_id,
          userId: row.user_id,
        }
      );
    },
    async acknowledge(id, tokenHash, action, at) {
      const result = await db
        .updateTable('reminder_nudges')
        .set({ token_hash: null, acknowledged_at: at, action })
        .where('id', '=', id)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export function createNudgeRepository(database: ServiceDatabase<AuthDatabase>): NudgeRepository {
  const { db } = database;
  const columnsOf = (nudge: NewNudge) => ({
    reminder_id: nudge.reminderId,
    user_id: nudge.userId,
    kind: nudge.kind,
    step: nudge.step,
    due_at: nudge.dueAt,
  });
  return {
    ...answerQueries(db),
    schedule: (nudge, createdAt) =>
      insertAndGetId(database, 'reminder_nudges', { ...columnsOf(nudge), created_at: createdAt }),
    insertClaimed: (nudge, claimedAt) =>
      insertAndGetId(database, 'reminder_nudges', {
        ...columnsOf(nudge),
        claimed_at: claimedAt,
        created_at: claimedAt,
      }),
    async listDue(now, limit) {
      const rows = await db
        .selectFrom('reminder_nudges')
        .select(['id', 'reminder_id', 'user_id', 'kind', 'step', 'due_at', 'created_at'])
        .where('claimed_at', 'is', null)
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        reminderId: row.reminder_id,
        userId: row.user_id,
        kind: parseStoredValue(nudgeKindSchema, row.kind, 'nudge kind'),
        step: row.step,
        dueAt: row.due_at,
        createdAt: row.created_at,
      }));
    },
    async claim(id, claimedAt) {
      const result = await db
        .updateTable('reminder_nudges')
        .set({ claimed_at: claimedAt })
        .where('id', '=', id)
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async cancelPending(reminderId) {
      await db
        .deleteFrom('reminder_nudges')
        .where('reminder_id', '=', reminderId)
        .where('claimed_at', 'is', null)
        .execute();
    },
    async removeDueBefore(before) {
      await db.deleteFrom('reminder_nudges').where('due_at', '<', before).execute();
    },
  };
}
