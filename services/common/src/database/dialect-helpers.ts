import {
  MysqlAdapter,
  sql,
  type CreateTableBuilder,
  type Insertable,
  type Kysely,
  type Updateable,
} from 'kysely';
import { z } from 'zod';
import type { DatabaseDialect, ServiceDatabase } from './types';

/*
 * The dialect differences repositories would otherwise trip over, each handled once here.
 * Kysely cannot type an insert into a table chosen by a generic parameter, so the helpers are typed at
 * their signatures and talk to an untyped view of the database inside.
 */
type UntypedDatabase = Kysely<Record<string, Record<string, unknown>>>;

/** Inserts a row, or updates `update` on the existing one when a row with the same `conflictColumns` exists. */
export async function upsert<Schema, Table extends keyof Schema & string>(
  database: ServiceDatabase<Schema>,
  table: Table,
  values: Insertable<Schema[Table]>,
  options: { conflictColumns: readonly (keyof Schema[Table] & string)[]; update: Updateable<Schema[Table]> },
): Promise<void> {
  const db = database.db as unknown as UntypedDatabase;
  const update = options.update as Record<string, unknown>;
  const insert = db.insertInto(table as string).values(values as Record<string, unknown>);
  // SQLite names the conflicting columns; MySQL infers them from the table's unique keys.
  const query =
    database.dialect === 'mysql'
      ? insert.onDuplicateKeyUpdate(update)
      : insert.onConflict((conflict) => conflict.columns([...options.conflictColumns]).doUpdateSet(update));
  await query.execute();
}

/** Inserts a row into a table with an auto-increment `id` and returns that id (`returning` is a no-op on MySQL). */
export async function insertAndGetId<Schema, Table extends keyof Schema & string>(
  database: ServiceDatabase<Schema>,
  table: Table,
  values: Insertable<Schema[Table]>,
): Promise<number> {
  const db = database.db as unknown as UntypedDatabase;
  const result = await db
    .insertInto(table)
    .values(values as Record<string, unknown>)
    .executeTakeFirstOrThrow();
  if (result.insertId === undefined) throw new Error(`Inserting into ${table} reported no id`);
  return Number(result.insertId);
}

/** True when an insert or update broke a primary key or unique constraint, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** SQLite binds no booleans: store 0/1. */
export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const fromFlag = (value: number | bigint | boolean): boolean => Number(value) === 1;

/**
 * Validates a value read back from the database. A mismatch is our data's fault, not the client's: a plain
 * Error naming what was stored, answered with a 500.
 */
export function parseStoredValue<Schema extends z.core.$ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  // z.safeParse takes classic schemas and the zod/mini ones of @steady/contracts alike.
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`Stored ${what} is invalid: ${result.error.message}`);
  return result.data;
}

/** SQLite has no JSON type and binds no objects: store JSON as text and validate it on the way out. */
export const toJsonText = (value: unknown): string => JSON.stringify(value);
export function parseJsonText<Schema extends z.core.$ZodType>(
  text: string,
  schema: Schema,
): z.output<Schema> {
  return parseStoredValue(schema, JSON.parse(text), 'JSON');
}

/**
 * `CREATE TABLE` that stores text as utf8mb4 on MySQL whatever the server's default, so Russian names and
 * emoji survive; SQLite is always UTF-8. Use it in every migration instead of `db.schema.createTable`.
 */
export function createTable<Schema>(db: Kysely<Schema>, table: string): CreateTableBuilder<string> {
  const builder = db.schema.createTable(table);
  return dialectOf(db) === 'mysql'
    ? builder.modifyEnd(sql`default character set utf8mb4 collate utf8mb4_unicode_ci`)
    : builder;
}

/** The dialect behind a Kysely instance; migrations receive only the instance. */
export function dialectOf<Schema>(db: Kysely<Schema>): DatabaseDialect {
  return db.getExecutor().adapter instanceof MysqlAdapter ? 'mysql' : 'sqlite';
}
