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

/** A result as its share link shows it: the summary and the scale it was scored on. */
interface StoredAdhdTestResult extends AdhdTestResultSummary {
  scaleVersion: AdhdScaleVersion;
}

export interface AdhdTestResultRepository {
  save(result: NewAdhdTestResult): Promise<void>;
  /** A result by its id, without its owner: the id alone is what sharing a result hands out. */
  findById(id: string): Promise<StoredAdhdTestResult | undefined>;
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

export function createAdhdTestResultRepository(
  database: ServiceDatabase<ContentDatabase>,
): AdhdTestResultRepository {
  const { db } = database;
  return {
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
        .select(['id', 'score', 'range', 'scale_version', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        ...toSummary(row),
        scaleVersion: parseStoredValue(adhdScaleVersionSchema, row.scale_version, 'ADHD scale version'),
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
