import type { ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

export interface DailyPractice {
  day: string;
  completions: number;
  minutes: number;
  xp: number;
  /** The highest level reached that day; null for days copied from older history. */
  level: number | null;
}

export interface DailyJournal {
  day: string;
  entries: number;
  /** Entries with a mood score, and the sum of those scores (averaged per bucket by the caller). */
  scored: number;
  scoreSum: number;
}

/** A state picked or a journal entry written, at its instant, for the hours-since-dose view. */
export interface Moment {
  at: string;
  state: string;
  kind: 'picked' | 'entry' | 'checkIn';
  /** How the user felt (1–5): the entry's mood score; null when it says nothing. */
  feeling: number | null;
}

export interface StateCount {
  state: string;
  count: number;
}

/** The aggregates of `GET /api/stats`, grouped in SQL by the user's day on both dialects. */
export interface StatisticsRepository {
  dailyPractice(userId: string, from: string, to: string): Promise<DailyPractice[]>;
  /** The level the user had reached before `day` (null when nothing says). */
  levelBefore(userId: string, day: string): Promise<number | null>;
  dailyJournal(userId: string, from: string, to: string): Promise<DailyJournal[]>;
  /** States picked (history sittings) from the instant `since` on. */
  pickedStates(userId: string, since: string): Promise<StateCount[]>;
  /** States of hand-written journal entries from `from` (a day) on. */
  journalStates(userId: string, from: string): Promise<StateCount[]>;
  /** States picked and journal entries from the instant `since` on, in no particular order. */
  moments(userId: string, since: string): Promise<Moment[]>;
}

const toNumber = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

type AuthDb = ServiceDatabase<AuthDatabase>['db'];

/** Practice and journal totals per local day, and the level reached before a period. */
function dailyTotals(
  db: AuthDb,
): Pick<StatisticsRepository, 'dailyPractice' | 'levelBefore' | 'dailyJournal'> {
  return {
    async dailyPractice(userId, from, to) {
      const rows = await db
        .selectFrom('technique_completions')
        .select((eb) => [
          'local_day',
          eb.fn.countAll().as('completions'),
          eb.fn.sum<number | string>('minutes').as('minutes'),
          eb.fn.sum<number | string>(eb('xp_earned', '+', eb.ref('premium_bonus'))).as('xp'),
          eb.fn.max('level_after').as('level'),
        ])
        .where('user_id', '=', userId)
        .where('local_day', '>=', from)
        .where('local_day', '<=', to)
        .groupBy('local_day')
        .orderBy('local_day')
        .execute();
      return rows.map((row) => ({
        day: row.local_day,
        completions: toNumber(row.completions),
        minutes: toNumber(row.minutes),
        xp: toNumber(row.xp),
        level: row.level === null ? null : toNumber(row.level),
      }));
    },
    async levelBefore(userId, day) {
      const row = await db
        .selectFrom('technique_completions')
        .select((eb) => eb.fn.max('level_after').as('level'))
        .where('user_id', '=', userId)
        .where('local_day', '<', day)
        .executeTakeFirst();
      return row?.level === null || row?.level === undefined ? null : toNumber(row.level);
    },
    async dailyJournal(userId, from, to) {
      const rows = await db
        .selectFrom('journal_entries')
        .select((eb) => [
          'local_day',
          eb.fn.countAll().as('entries'),
          eb.fn.count('mood_score').as('scored'),
          eb.fn.sum<number | string>('mood_score').as('score_sum'),
        ])
        .where('user_id', '=', userId)
        .where('local_day', '>=', from)
        .where('local_day', '<=', to)
        .groupBy('local_day')
        .orderBy('local_day')
        .execute();
      return rows.map((row) => ({
        day: row.local_day,
        entries: toNumber(row.entries),
        scored: toNumber(row.scored),
        scoreSum: toNumber(row.score_sum),
      }));
    },
  };
}

/** The states a user picked or wrote down: counted, and one by one with their time. */
function stateQueries(db: AuthDb): Pick<StatisticsRepository, 'pickedStates' | 'journalStates' | 'moments'> {
  return {
    async pickedStates(userId, since) {
      const rows = await db
        .selectFrom('history_records')
        .select((eb) => ['mood', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('recorded_at', '>=', since)
        .where('mood', 'is not', null)
        .groupBy('mood')
        .execute();
      return rows.map((row) => ({ state: row.mood ?? '', count: toNumber(row.count) }));
    },
    async journalStates(userId, from) {
      const rows = await db
        .selectFrom('journal_entries')
        .select((eb) => ['state', eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('local_day', '>=', from)
        .where('kind', '=', 'entry')
        .groupBy('state')
        .execute();
      return rows.map((row) => ({ state: row.state, count: toNumber(row.count) }));
    },
    async moments(userId, since) {
      const [picked, written] = await Promise.all([
        db
          .selectFrom('history_records')
          .select(['recorded_at', 'mood'])
          .where('user_id', '=', userId)
          .where('recorded_at', '>=', since)
          .where('mood', 'is not', null)
          .execute(),
        db
          .selectFrom('journal_entries')
          .select(['entry_at', 'state', 'kind', 'mood_score'])
          .where('user_id', '=', userId)
          .where('entry_at', '>=', since)
          .execute(),
      ]);
      return [
        ...picked.map((row) => ({
          at: row.recorded_at,
          state: row.mood ?? '',
          kind: 'picked' as const,
          feeling: null,
        })),
        ...written.map((row) => ({
          at: row.entry_at,
          state: row.state,
          kind: row.kind === 'checkIn' ? ('checkIn' as const) : ('entry' as const),
          feeling: row.mood_score,
        })),
      ];
    },
  };
}

export function createStatisticsRepository(database: ServiceDatabase<AuthDatabase>): StatisticsRepository {
  const { db } = database;
  return { ...dailyTotals(db), ...stateQueries(db) };
}
