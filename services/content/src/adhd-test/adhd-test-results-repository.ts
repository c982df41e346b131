import { adhdRangeIdSchema, type AdhdAnswer, type AdhdRangeId, type AdhdResultList } from '@steady/contracts';
import { parseStoredValue, toJsonText, type ServiceDatabase } from '@steady/service-common';
import { adhdScaleVersionSchema, type AdhdScaleVersion } from './adhd-scales';
import type { ContentDatabase } from '../database/schema';

export interface NewAdhdTestResult {
  id: string;
  userId: string;
  score: number;
  range: AdhdRangeId;
  scaleVersion: AdhdScaleVersion;
  answers: readonly AdhdAnswer[];
  createdAt: string;
}

type AdhdTestResultSummary = AdhdResultList['results'][number];

/**
 * A result as its link shows it: the summary and the scale it was scored on, with its owner and whether
 * they still share it, so the link can answer only them once sharing has stopped.
 */
interface StoredAdhdTestResult extends AdhdTestResultSummary {
  scaleVersion: AdhdScaleVersion;
  userId: string;
  shared: boolean;
  /** As stored; checked against today's questions where they are used. */
  answers: unknown;
}

export interface AdhdTestResultRepository {
  save(result: NewAdhdTestResult): Promise<void>;
  /** A result by its id: the id alone is what sharing a result hands out. */
  findById(id: string): Promise<StoredAdhdTestResult | undefined>;
  /** Closes the result's link to everyone but its owner; false when the user owns no result of that id. */
  stopSharing(id: string, userId: string, at: string): Promise<boolean>;
  /** Opens the result's link again; false when the user owns no result of that id. */
  resumeSharing(id: string, userId: string): Promise<boolean>;
  /** A user's results, newest first, at most `limit` of them. */
  listByUser(userId: string, limit: number): Promise<AdhdTestResultSummary[]>;
}

interface StoredRow {
  id: string;
  score: number;
  range: string;
  created_at: string;
}

function toSummary(row: StoredRow): AdhdTestResultSummary {
  return {
    id: row.id,
    score: row.score,
    range: parseStoredValue(adhdRangeIdSchema, row.range, 'ADHD test range'),
    created_at: row.created_at,
  };
}

/** Whether a result's link still answers anyone but its owner. */
function sharingQueries(
  db: ServiceDatabase<ContentDatabase>['db'],
): Pick<AdhdTestResultRepository, 'stopSharing' | 'resumeSharing'> {
  return {
    async stopSharing(id, userId, at) {
      const owned = await db
        .selectFrom('adhd_test_results')
        .select('sharing_stopped_at')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (owned === undefined) return false;
      // Stopping twice keeps the first time.
      if (owned.sharing_stopped_at === null) {
        await db
          .updateTable('adhd_test_results')
          .set({ sharing_stopped_at: at })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
      }
      return true;
    },

    async resumeSharing(id, userId) {
      // Asked first rather than counted from the update: MariaDB counts only rows whose value changed.
      const owned = await db
        .selectFrom('adhd_test_results')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (owned === undefined) return false;
      await db
        .updateTable('adhd_test_results')
        .set({ sharing_stopped_at: null })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
      return true;
    },
  };
}

export function createAdhdTestResultRepository(
  database: ServiceDatabase<ContentDatabase>,
): AdhdTestResultRepository {
  const { db } = database;
  return {
    ...sharingQueries(db),
    async save(result) {
      await db
        .insertInto('adhd_test_results')
        .values({
          id: result.id,
          user_id: result.userId,
          score: result.score,
          range: result.range,
          scale_version: result.scaleVersion,
          answers: toJsonText(result.answers),
          created_at: result.createdAt,
        })
        .execute();
    },

    async findById(id) {
      const row = await db
        .selectFrom('adhd_test_results')
        .select([
          'id',
          'user_id',
          'score',
          'range',
          'scale_version',
          'answers',
          'created_at',
          'sharing_stopped_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        ...toSummary(row),
        scaleVersion: parseStoredValue(adhdScaleVersionSchema, row.scale_version, 'ADHD scale version'),
        userId: row.user_id,
        shared: row.sharing_stopped_at === null,
        answers: JSON.parse(row.answers) as unknown,
      };
    },

    async listByUser(userId, limit) {
      const rows = await db
        .selectFrom('adhd_test_results')
        .select(['id', 'score', 'range', 'created_at'])
        .where('user_id', '=', userId)
        // The id only makes the order of two results saved in the same millisecond stable.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toSummary);
    },
  };
}
