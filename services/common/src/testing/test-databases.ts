import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Connection, RowDataPacket } from 'mysql2/promise';
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

type MysqlLocation = DatabaseLocation & { dialect: 'mysql' };

/** A new, empty `steady_test_<random>` database on the MySQL server. */
async function createMysqlTestDatabase<Schema>(): Promise<
  TestDatabase<Schema> & { location: MysqlLocation }
> {
  const name = `steady_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(mysqlServerUrl());
  url.pathname = `/${name}`;
  const location: MysqlLocation = { dialect: 'mysql', url: url.toString() };
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

/** A fresh, empty database: SQLite in memory, or a new `steady_test_<random>` database on the MySQL server. */
export async function createTestDatabase<Schema>(dialect: DatabaseDialect): Promise<TestDatabase<Schema>> {
  if (dialect === 'mysql') return createMysqlTestDatabase<Schema>();
  const location: DatabaseLocation = { dialect: 'sqlite', filename: ':memory:' };
  const database = openDatabase<Schema>(location);
  return { ...database, location, dispose: database.close };
}

/** A migrated MySQL schema: each table's `CREATE TABLE`, and the rows Kysely keeps of the migrations applied. */
interface MysqlSchema {
  createTables: string[];
  migrationRows: { table: string; rows: RowDataPacket[] }[];
}

const databaseName = (location: MysqlLocation) => decodeURIComponent(new URL(location.url).pathname.slice(1));

async function readMysqlSchema(connection: Connection, name: string): Promise<MysqlSchema> {
  const [tables] = await connection.query<RowDataPacket[]>(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
    [name],
  );
  const schema: MysqlSchema = { createTables: [], migrationRows: [] };
  for (const { name: table } of tables as { name: string }[]) {
    const [definitions] = await connection.query<RowDataPacket[]>('SHOW CREATE TABLE ??.??', [name, table]);
    const createTable: unknown = definitions[0]?.['Create Table'];
    if (typeof createTable !== 'string') throw new Error(`MySQL showed no definition of ${table}`);
    schema.createTables.push(createTable);
    const [rows] = await connection.query<RowDataPacket[]>('SELECT * FROM ??.??', [name, table]);
    if (rows.length === 0) continue;
    // A migration that seeds data would need its rows copied faithfully (dates, JSON); none does yet.
    if (!table.startsWith('kysely_migration')) throw new Error(`Migrations left rows in ${table}; copy them`);
    schema.migrationRows.push({ table, rows });
  }
  return schema;
}

/**
 * The schema `migrations` make, migrated on a database dropped once read: once per test file (jest gives
 * each file its own modules).
 */
async function migrateMysqlSchema(migrations: Record<string, Migration>): Promise<MysqlSchema> {
  const template = await createMysqlTestDatabase();
  try {
    await runMigrations(template.db, migrations);
    const name = databaseName(template.location);
    return await withMysqlServer(template.location.url, (connection) => readMysqlSchema(connection, name));
  } finally {
    await template.dispose();
  }
}

// Migrating a fresh MySQL database takes seconds (every ALTER rebuilds its table; auth's migrations make
// over 200 changes), on each of hundreds of tests; creating the migrated tables from their definitions
// takes a tenth of that.
const mysqlSchemas = new Map<Record<string, Migration>, Promise<MysqlSchema>>();

/** Through the test's own pool, which a test that sends no query would otherwise leave open. */
async function createMysqlTables(db: Kysely<unknown>, schema: MysqlSchema) {
  await db.connection().execute(async (connection) => {
    // The definitions come in name order, some before the tables their foreign keys refer to.
    await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(connection);
    for (const createTable of schema.createTables) await sql.raw(createTable).execute(connection);
    await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(connection);
    for (const { table, rows } of schema.migrationRows) {
      for (const row of rows) {
        const columns = Object.keys(row);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          VALUES (${sql.join(columns.map((column): unknown => row[column]))})`.execute(connection);
      }
    }
  });
}

/**
 * A fresh database with a service's migrations applied: migrated on SQLite; on MySQL, a copy of the tables
 * the migrations made in this process the first time they were asked for.
 */
export async function createMigratedTestDatabase<Schema>(
  dialect: DatabaseDialect,
  migrations: Record<string, Migration>,
): Promise<TestDatabase<Schema>> {
  if (dialect === 'sqlite') {
    const database = await createTestDatabase<Schema>(dialect);
    await runMigrations(database.db, migrations);
    return database;
  }
  const database = await createMysqlTestDatabase<Schema>();
  let schema = mysqlSchemas.get(migrations);
  if (!schema) {
    schema = migrateMysqlSchema(migrations);
    mysqlSchemas.set(migrations, schema);
  }
  await createMysqlTables(database.db as Kysely<unknown>, await schema);
  return database;
}
