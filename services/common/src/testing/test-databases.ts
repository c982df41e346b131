import { randomBytes } from 'node:crypto';
import { createDatabaseIfMissing, withMysqlServer } from '../database/create-mysql-database';
import { openDatabase } from '../database/open';
import { runMigrations, type Migration } from '../database/migrations';
import type { DatabaseDialect, DatabaseLocation, ServiceDatabase } from '../database/types';

/**
 * The dialects a data-layer test runs on: SQLite always, MySQL too when `TEST_MYSQL_URL` names a server
 * (e.g. `mysql://root@127.0.0.1:3306`). Use with `describe.each(testDialects())('on %s', …)`.
 */
export function testDialects(): DatabaseDialect[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface TestDatabase<Schema> extends ServiceDatabase<Schema> {
  location: DatabaseLocation;
  /** Closes the connection and, on MySQL, drops the database it created. */
  dispose(): Promise<void>;
}

function mysqlServerUrl(): string {
  const url = process.env.TEST_MYSQL_URL;
  if (!url) throw new Error('TEST_MYSQL_URL is not set; MySQL tests need a server to create databases on');
  return url;
}

/** A fresh, empty database: SQLite in memory, or a new `steady_test_<random>` database on the MySQL server. */
export async function createTestDatabase<Schema>(dialect: DatabaseDialect): Promise<TestDatabase<Schema>> {
  if (dialect === 'sqlite') {
    const location: DatabaseLocation = { dialect: 'sqlite', filename: ':memory:' };
    const database = openDatabase<Schema>(location);
    return { ...database, location, dispose: database.close };
  }
  const name = `steady_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(mysqlServerUrl());
  url.pathname = `/${name}`;
  const location: DatabaseLocation = { dialect: 'mysql', url: url.toString() };
  await createDatabaseIfMissing(location);
  const database = openDatabase<Schema>(location);
  return {
    ...database,
    location,
    dispose: async () => {
      await database.close();
      await withMysqlServer(location.url, (connection) => connection.query(`DROP DATABASE \`${name}\``));
    },
  };
}

/** A fresh database with a service's migrations applied. */
export async function createMigratedTestDatabase<Schema>(
  dialect: DatabaseDialect,
  migrations: Record<string, Migration>,
): Promise<TestDatabase<Schema>> {
  const database = await createTestDatabase<Schema>(dialect);
  await runMigrations(database.db, migrations);
  return database;
}
