import { z } from 'zod';
import { parseJsonText, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';
import { toJournalEntry } from '../journal/journal-repository';

const textListSchema = z.array(z.string());

/** A period in the user's days (`from`…`to`, inclusive) and the instants those days start and end at. */
export interface SummaryWindow {
  from: string;
  to: string;
  startInstant: string;
  endInstant: string;
}

interface SummaryEntry {
  id: string;
  date: string;
  state: ReturnType<typeof toJournalEntry>['state'];
  text: string;
  tags: string[];
}

interface CheckInRow {
  techniques: string[];
  before: number;
  after: number;
}

/** The user's own rows the summary reads: every query is by owner and period. */
export interface ClinicianSummaryRepository {
  /** Each state picked (history sitting, by instant) or written (hand-written entry, by day). */
  stateMentions(
    userId: string,
    window: SummaryWindow,
  ): Promise<{ at: string; day?: string; state: string }[]>;
  /** Check-ins with both answers in the period. */
  checkIns(userId: string, window: SummaryWindow): Promise<CheckInRow[]>;
  /** Hand-written entries in the period, newest first. */
  entries(userId: string, window: SummaryWindow): Promise<SummaryEntry[]>;
  /** Those of `ids` that are this user's hand-written entries in the period, oldest first. */
  chosenEntries(userId: string, window: SummaryWindow, ids: readonly number[]): Promise<SummaryEntry[]>;
}

export function createClinicianSummaryRepository(
  database: ServiceDatabase<AuthDatabase>,
): ClinicianSummaryRepository {
  const { db } = database;
  const handWritten = (userId: string, window: SummaryWindow) =>
    db
      .selectFrom('journal_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'entry')
      .where('local_day', '>=', window.from)
      .where('local_day', '<=', window.to);
  const toSummaryEntry = (row: Parameters<typeof toJournalEntry>[0]): SummaryEntry => {
    const entry = toJournalEntry(row);
    return { id: entry.id, date: entry.date, state: entry.state, text: entry.text, tags: entry.tags };
  };
  return {
    async stateMentions(userId, window) {
      const [picked, written] = await Promise.all([
        db
          .selectFrom('history_records')
          .select(['recorded_at', 'mood'])
          .where('user_id', '=', userId)
          .where('mood', 'is not', null)
          .where('recorded_at', '>=', window.startInstant)
          .where('recorded_at', '<', window.endInstant)
          .execute(),
        handWritten(userId, window).execute(),
      ]);
      return [
        ...picked.map((row) => ({ at: row.recorded_at, state: row.mood ?? '' })),
        ...written.map((row) => ({ at: row.entry_at, day: row.local_day, state: row.state })),
      ];
    },
    async checkIns(userId, window) {
      const rows = await db
        .selectFrom('journal_entries')
        .select(['techniques', 'feeling_before', 'feeling_after'])
        .where('user_id', '=', userId)
        .where('kind', '=', 'checkIn')
        .where('local_day', '>=', window.from)
        .where('local_day', '<=', window.to)
        .where('feeling_before', 'is not', null)
        .where('feeling_after', 'is not', null)
        .execute();
      return rows.map((row) => ({
        techniques: parseJsonText(row.techniques, textListSchema),
        before: row.feeling_before ?? 0,
        after: row.feeling_after ?? 0,
      }));
    },
    async entries(userId, window) {
      const rows = await handWritten(userId, window)
        .orderBy('entry_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toSummaryEntry);
    },
    async chosenEntries(userId, window, ids) {
      if (ids.length === 0) return [];
      const rows = await handWritten(userId, window)
        .where('id', 'in', [...ids])
        .orderBy('entry_at')
        .orderBy('id')
        .execute();
      return rows.map(toSummaryEntry);
    },
  };
}
