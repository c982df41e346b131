import type { Kysely } from 'kysely';

export type DatabaseDialect = 'sqlite' | 'mysql';

/** Where a service keeps its data: a SQLite file (or `:memory:`) or a MySQL/MariaDB database. */
export type DatabaseLocation = { dialect: 'sqlite'; filename: string } | { dialect: 'mysql'; url: string };

export interface ServiceDatabase<Schema> {
  db: Kysely<Schema>;
  dialect: DatabaseDialect;
  close(): Promise<void>;
}
