import type { Kysely } from 'kysely';
import { createTable } from '../database/dialect-helpers';

/** One write sent with an Idempotency-Key, per user; `status` is null while its first attempt runs. */
export interface IdempotencyKeysTable {
  user_id: string;
  idempotency_key: string;
  method: string;
  path: string;
  /** SHA-256 of method, path and body: the same key with another request is refused, not replayed. */
  request_hash: string;
  status: number | null;
  content_type: string | null;
  response_body: string | null;
  created_at: string;
}

export interface IdempotencySchema {
  idempotency_keys: IdempotencyKeysTable;
}

/** The migration step every service with idempotent writes runs in its own database. */
export async function createIdempotencyKeysTable(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'idempotency_keys')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('idempotency_key', 'varchar(128)', (column) => column.notNull())
    .addColumn('method', 'varchar(10)', (column) => column.notNull())
    .addColumn('path', 'varchar(300)', (column) => column.notNull())
    .addColumn('request_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'varchar(100)')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function dropIdempotencyKeysTable(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
