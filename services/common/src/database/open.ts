import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { createPool } from 'mysql2';
import { observeQueries, watchPool } from '../metrics/database-metrics';
import { ReconnectingMysqlDialect } from './reconnecting-mysql';
import type { DatabaseLocation, ServiceDatabase } from './types';

/** Owner-only: the files hold password hashes, signing keys and personal data. */
export const sqliteFileMode = 0o600;

/**
 * Creates the database file owner-only before SQLite opens it (SQLite gives its -wal and -shm files the
 * database file's mode), and narrows files an older version left world-readable.
 */
function restrictSqliteFiles(filename: string): void {
  mkdirSync(path.dirname(filename), { recursive: true, mode: 0o700 });
  closeSync(openSync(filename, 'a', sqliteFileMode));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    if (existsSync(file)) chmodSync(file, sqliteFileMode);
  }
}

function openSqlite<Schema>(filename: string): ServiceDatabase<Schema> {
  if (filename !== ':memory:') restrictSqliteFiles(filename);
  const connection = new BetterSqlite3(filename);
  // WAL lets `npm run migrate` and a running service share the file; busy_timeout waits out short locks.
  if (filename !== ':memory:') connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: connection }),
    log: observeQueries('sqlite'),
  });
  return {
    db,
    dialect: 'sqlite',
    beginRequestTransaction: () => ({
      run: (work) => work(),
      commit: () => Promise.resolve(),
      rollback: () => Promise.resolve(),
    }),
    close: () => db.destroy(),
  };
}

const mysqlConnectionLimit = 5;

/**
 * A pooled connection left idle this long is closed: well below a server's wait_timeout (8 hours by default,
 * often minutes on hosted servers and behind proxies), so the pool rarely holds one the server has dropped.
 */
const mysqlIdleConnectionTimeoutMs = 60_000;

function openMysql<Schema>(url: string): ServiceDatabase<Schema> {
  const pool = createPool({
    uri: url,
    // Every timestamp we keep is ISO text in UTC; the session must not shift anything by the server's zone.
    timezone: 'Z',
    // DATE/DATETIME come back as text, as they do from SQLite, so repositories see one shape on both.
    dateStrings: true,
    charset: 'utf8mb4_unicode_ci',
    connectionLimit: mysqlConnectionLimit,
    // Below the limit, so mysql2 runs its sweep that closes connections idle past idleTimeout.
    maxIdle: mysqlConnectionLimit - 1,
    idleTimeout: mysqlIdleConnectionTimeoutMs,
    // TCP keep-alive notices a connection whose network path is gone even while it is idle.
    enableKeepAlive: true,
    keepAliveInitialDelay: 10_000,
  });
  const dialect = new ReconnectingMysqlDialect({ pool });
  const db = new Kysely<Schema>({ dialect, log: observeQueries('mysql') });
  const unwatchPool = watchPool(pool);
  return {
    db,
    dialect: 'mysql',
    beginRequestTransaction: () => dialect.beginRequestTransaction(),
    close: async () => {
      unwatchPool();
      await db.destroy();
    },
  };
}

/** Opens a service's database: better-sqlite3 (file created with its folder) or a small mysql2 pool. */
export function openDatabase<Schema>(location: DatabaseLocation): ServiceDatabase<Schema> {
  return location.dialect === 'mysql'
    ? openMysql<Schema>(location.url)
    : openSqlite<Schema>(location.filename);
}
