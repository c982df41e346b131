import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, MysqlDialect, SqliteDialect } from 'kysely';
import { createPool } from 'mysql2';
import type { DatabaseLocation, ServiceDatabase } from './types';

function openSqlite<Schema>(filename: string): ServiceDatabase<Schema> {
  if (filename !== ':memory:') mkdirSync(path.dirname(filename), { recursive: true });
  const connection = new BetterSqlite3(filename);
  // WAL lets `npm run migrate` and a running service share the file; busy_timeout waits out short locks.
  if (filename !== ':memory:') connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openMysql<Schema>(url: string): ServiceDatabase<Schema> {
  const pool = createPool({
    uri: url,
    // Every timestamp we keep is ISO text in UTC; the session must not shift anything by the server's zone.
    timezone: 'Z',
    // DATE/DATETIME come back as text, as they do from SQLite, so repositories see one shape on both.
    dateStrings: true,
    charset: 'utf8mb4_unicode_ci',
    connectionLimit: 5,
  });
  const db = new Kysely<Schema>({ dialect: new MysqlDialect({ pool }) });
  return { db, dialect: 'mysql', close: () => db.destroy() };
}

/** Opens a service's database: better-sqlite3 (file created with its folder) or a small mysql2 pool. */
export function openDatabase<Schema>(location: DatabaseLocation): ServiceDatabase<Schema> {
  return location.dialect === 'mysql'
    ? openMysql<Schema>(location.url)
    : openSqlite<Schema>(location.filename);
}
