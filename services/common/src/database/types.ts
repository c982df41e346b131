import type { Kysely } from 'kysely';

export type DatabaseDialect = 'sqlite' | 'mysql';

/** Where a service keeps its data: a SQLite file (or `:memory:`) or a MySQL/MariaDB database. */
export type DatabaseLocation = { dialect: 'sqlite'; filename: string } | { dialect: 'mysql'; url: string };

/** The statements of one request (and of what it starts) as one transaction: see beginRequestTransaction. */
export interface RequestTransaction {
  /** Runs `work`; every statement it and the work it starts send goes into this transaction. */
  run(work: () => void): void;
  /** Ends the transaction; statements sent afterwards run on their own again. Safe to call more than once. */
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface ServiceDatabase<Schema> {
  db: Kysely<Schema>;
  dialect: DatabaseDialect;
  /**
   * MySQL: one transaction for what `run` starts, so a write and its idempotency record commit together.
   * SQLite: statements commit one by one as before; its single in-process connection cannot lose a commit's
   * answer, and a transaction held across a request would hold up every other request's statements.
   */
  beginRequestTransaction(): RequestTransaction;
  close(): Promise<void>;
}
