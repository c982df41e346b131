import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../database/dialect-helpers';
import type { RequestTransaction, ServiceDatabase } from '../database/types';
import type { IdempotencyKeysTable, IdempotencySchema } from './idempotency-table';

export interface IdempotencyRecordKey {
  userId: string;
  key: string;
}

interface IdempotentRequest extends IdempotencyRecordKey {
  method: string;
  path: string;
  requestHash: string;
  createdAt: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export interface IdempotencyRecord {
  requestHash: string;
  createdAt: string;
  /** Undefined while the first attempt is still running. */
  answer?: StoredAnswer;
}

export interface IdempotencyStore {
  /** Reserves the key for this request; false when the user already used it. */
  reserve(request: IdempotentRequest): Promise<boolean>;
  find(record: IdempotencyRecordKey): Promise<IdempotencyRecord | undefined>;
  complete(record: IdempotencyRecordKey, answer: StoredAnswer): Promise<void>;
  /** Frees a key, answered or not (an outdated record). */
  release(record: IdempotencyRecordKey): Promise<void>;
  /**
   * Frees a key whose attempt failed on our side, so a retry runs it again; an answer committed meanwhile
   * stays (on MySQL the delete waits for a commit still under way on the record, then sees its answer).
   */
  releaseUnanswered(record: IdempotencyRecordKey): Promise<void>;
  /** The transaction a keyed write and its answer (`complete`) commit in together. */
  beginTransaction(): RequestTransaction;
  deleteCreatedBefore(cutoff: string): Promise<number>;
}

const toRecord = (row: IdempotencyKeysTable): IdempotencyRecord => ({
  requestHash: row.request_hash,
  createdAt: row.created_at,
  ...(row.status === null
    ? {}
    : { answer: { status: row.status, contentType: row.content_type, body: row.response_body ?? '' } }),
});

/** The `idempotency_keys` table of whichever service database holds it (see createIdempotencyKeysTable). */
export function createIdempotencyStore<Schema extends IdempotencySchema>(
  database: ServiceDatabase<Schema>,
): IdempotencyStore {
  // Kysely cannot type queries on a table of a generic schema; this table's own view is exact.
  const db = database.db as unknown as Kysely<IdempotencySchema>;
  const sameRecord = ({ userId, key }: IdempotencyRecordKey) =>
    db.selectFrom('idempotency_keys').where('user_id', '=', userId).where('idempotency_key', '=', key);
  return {
    async reserve(request) {
      try {
        await db
          .insertInto('idempotency_keys')
          .values({
            user_id: request.userId,
            idempotency_key: request.key,
            method: request.method,
            path: request.path,
            request_hash: request.requestHash,
            status: null,
            content_type: null,
            response_body: null,
            created_at: request.createdAt,
          })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async find(record) {
      const row = await sameRecord(record).selectAll().executeTakeFirst();
      return row === undefined ? undefined : toRecord(row);
    },
    async complete({ userId, key }, answer) {
      await db
        .updateTable('idempotency_keys')
        .set({ status: answer.status, content_type: answer.contentType, response_body: answer.body })
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .execute();
    },
    async release({ userId, key }) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .execute();
    },
    async releaseUnanswered({ userId, key }) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .where('status', 'is', null)
        .execute();
    },
    beginTransaction: () => database.beginRequestTransaction(),
    async deleteCreatedBefore(cutoff) {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
