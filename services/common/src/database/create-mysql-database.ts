import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import type { DatabaseLocation } from './types';

/** Runs `work` on a connection to the server of `url`, outside any database. */
export async function withMysqlServer<Result>(
  url: string,
  work: (connection: Connection) => Promise<Result>,
) {
  const server = new URL(url);
  server.pathname = '/';
  const connection = await createConnection({ uri: server.toString() });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

function mysqlDatabaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_$]{1,64}$/.test(name)) throw new Error(`"${name}" is not a usable MySQL database name`);
  return name;
}

/**
 * Creates a service's MySQL database when it does not exist yet, as a SQLite file would be created, so a
 * fresh server needs no manual step. An existing database is left alone (its user may not be allowed to
 * create databases). Text defaults to utf8mb4, for Russian and emoji.
 */
export async function createDatabaseIfMissing(location: DatabaseLocation): Promise<void> {
  if (location.dialect !== 'mysql') return;
  const name = mysqlDatabaseName(location.url);
  await withMysqlServer(location.url, async (connection) => {
    const [existing] = await connection.query<RowDataPacket[]>(
      'SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
      [name],
    );
    if (existing.length === 0) {
      await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
  });
}
