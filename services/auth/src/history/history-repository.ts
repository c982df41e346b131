import { z } from 'zod';
import { moodSchema, type HistoryRecord } from '@steady/contracts';
import {
  insertAndGetId,
  parseJsonText,
  parseStoredValue,
  toJsonText,
  type ServiceDatabase,
} from '@steady/service-common';
import type { Selectable } from 'kysely';
import type { AuthDatabase, HistoryRecordsTable } from '../database/schema';

const techniqueListSchema = z.array(z.string());

interface NewHistoryRecord {
  userId: string;
  recordedAt: string;
  state: HistoryRecord['state'];
  techniques: string[];
  effectiveness: number | null;
  xpEarned: number;
}

type HistoryRecordChanges = Partial<Pick<HistoryRecord, 'techniques' | 'effectiveness' | 'xpEarned'>>;

export interface HistoryRepository {
  insert(record: NewHistoryRecord): Promise<HistoryRecord>;
  /** Newest first; ties (same instant) in insertion order, newest first too. */
  list(userId: string, limit: number): Promise<HistoryRecord[]>;
  latest(userId: string): Promise<HistoryRecord | undefined>;
  /** The record only when it belongs to `userId`: another user's id reads as missing. */
  findOwned(userId: string, id: number): Promise<HistoryRecord | undefined>;
  update(userId: string, id: number, changes: HistoryRecordChanges): Promise<void>;
}

export function toHistoryRecord(row: Selectable<HistoryRecordsTable>): HistoryRecord {
  return {
    id: String(row.id),
    date: row.recorded_at,
    state: parseStoredValue(z.nullable(moodSchema), row.mood, 'history mood'),
    techniques: parseJsonText(row.techniques, techniqueListSchema),
    effectiveness: row.effectiveness,
    xpEarned: row.xp_earned,
  };
}

export function createHistoryRepository(database: ServiceDatabase<AuthDatabase>): HistoryRepository {
  const { db } = database;
  const newestFirst = (userId: string) =>
    db
      .selectFrom('history_records')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('recorded_at', 'desc')
      .orderBy('id', 'desc');

  return {
    async insert(record) {
      const id = await insertAndGetId(database, 'history_records', {
        user_id: record.userId,
        recorded_at: record.recordedAt,
        mood: record.state,
        techniques: toJsonText(record.techniques),
        effectiveness: record.effectiveness,
        xp_earned: record.xpEarned,
      });
      return {
        id: String(id),
        date: record.recordedAt,
        state: record.state,
        techniques: record.techniques,
        effectiveness: record.effectiveness,
        xpEarned: record.xpEarned,
      };
    },
    async list(userId, limit) {
      return (await newestFirst(userId).limit(limit).execute()).map(toHistoryRecord);
    },
    async latest(userId) {
      const row = await newestFirst(userId).limit(1).executeTakeFirst();
      return row && toHistoryRecord(row);
    },
    async findOwned(userId, id) {
      const row = await db
        .selectFrom('history_records')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toHistoryRecord(row);
    },
    async update(userId, id, changes) {
      await db
        .updateTable('history_records')
        .set({
          ...(changes.techniques && { techniques: toJsonText(changes.techniques) }),
          ...(changes.effectiveness !== undefined && { effectiveness: changes.effectiveness }),
          ...(changes.xpEarned !== undefined && { xp_earned: changes.xpEarned }),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
