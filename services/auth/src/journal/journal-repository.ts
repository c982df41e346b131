import { z } from 'zod';
import {
  journalEntryKindSchema,
  journalStateSchema,
  type JournalEntry,
  type JournalQuery,
} from '@steady/contracts';
import {
  insertAndGetId,
  parseJsonText,
  parseStoredValue,
  toJsonText,
  type ServiceDatabase,
} from '@steady/service-common';
import { sql, type Selectable } from 'kysely';
import type { AuthDatabase, JournalEntriesTable } from '../database/schema';

const textListSchema = z.array(z.string());

/** Everything an entry stores besides who owns it and when it was first written. */
export interface JournalEntryFields {
  kind: JournalEntry['kind'];
  date: string;
  localDay: string;
  state: JournalEntry['state'];
  effectiveness: number | null;
  techniques: string[];
  text: string;
  tags: string[];
  feelingBefore: number | null;
  feelingAfter: number | null;
  moodScore: number | null;
  /** The text and tags in lower case: what a search matches. */
  searchText: string;
  updatedAt: string;
}

export interface JournalRepository {
  insert(userId: string, fields: JournalEntryFields): Promise<JournalEntry>;
  /** The entry only when it belongs to `userId`: another user's id reads as missing. */
  findOwned(userId: string, id: number): Promise<JournalEntry | undefined>;
  replace(userId: string, id: number, fields: JournalEntryFields): Promise<void>;
  /** False when there was no such entry of this user. */
  remove(userId: string, id: number): Promise<boolean>;
  /** Newest first, filtered by state and by text (already lower case), one page of it. */
  list(userId: string, query: JournalQuery): Promise<{ entries: JournalEntry[]; hasMore: boolean }>;
  countFor(userId: string): Promise<number>;
}

export function toJournalEntry(row: Selectable<JournalEntriesTable>): JournalEntry {
  return {
    id: String(row.id),
    kind: parseStoredValue(journalEntryKindSchema, row.kind, 'journal entry kind'),
    date: row.entry_at,
    state: parseStoredValue(journalStateSchema, row.state, 'journal state'),
    effectiveness: row.effectiveness,
    techniques: parseJsonText(row.techniques, textListSchema),
    text: row.body,
    tags: parseJsonText(row.tags, textListSchema),
    feelingBefore: row.feeling_before,
    feelingAfter: row.feeling_after,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns(fields: JournalEntryFields) {
  return {
    kind: fields.kind,
    entry_at: fields.date,
    local_day: fields.localDay,
    state: fields.state,
    effectiveness: fields.effectiveness,
    techniques: toJsonText(fields.techniques),
    body: fields.text,
    tags: toJsonText(fields.tags),
    feeling_before: fields.feelingBefore,
    feeling_after: fields.feelingAfter,
    mood_score: fields.moodScore,
    search_text: fields.searchText,
    updated_at: fields.updatedAt,
  };
}

/** `%` and `_` typed by the user match themselves, not "anything". `!` escapes on both dialects. */
const containsPattern = (text: string) => `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;

export function createJournalRepository(database: ServiceDatabase<AuthDatabase>): JournalRepository {
  const { db } = database;
  const findOwned = async (userId: string, id: number) => {
    const row = await db
      .selectFrom('journal_entries')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toJournalEntry(row);
  };
  return {
    async insert(userId, fields) {
      const id = await insertAndGetId(database, 'journal_entries', {
        user_id: userId,
        ...toColumns(fields),
        created_at: fields.updatedAt,
      });
      const stored = await findOwned(userId, id);
      if (!stored) throw new Error('A journal entry just written could not be read back');
      return stored;
    },
    findOwned,
    async replace(userId, id, fields) {
      await db
        .updateTable('journal_entries')
        .set(toColumns(fields))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },
    async remove(userId, id) {
      const result = await db
        .deleteFrom('journal_entries')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async list(userId, { q, state, limit, offset }) {
      const rows = await db
        .selectFrom('journal_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(state !== undefined, (query) => query.where('state', '=', state ?? ''))
        .$if(Boolean(q), (query) =>
          query.where(sql<boolean>`search_text like ${containsPattern(q ?? '')} escape '!'`),
        )
        .orderBy('entry_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute();
      return { entries: rows.slice(0, limit).map(toJournalEntry), hasMore: rows.length > limit };
    },
    async countFor(userId) {
      const row = await db
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
