import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  MysqlDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { RequestTransaction } from './types';

// The connection was gone (closed by the server, a KILL, a restart, a dropped network path).
const connectionLostCodes = new Set(['PROTOCOL_CONNECTION_LOST', 'ECONNRESET', 'EPIPE']);
// mysql2 refuses a statement on a connection it already knows is closed: the server never saw it.
const neverSentMessage = "Can't add new command when connection is in closed state";

function isNeverSent(error: unknown): boolean {
  return error instanceof Error && error.message === neverSentMessage;
}

function isConnectionLost(error: unknown): boolean {
  return isNeverSent(error) || connectionLostCodes.has((error as { code?: string } | null)?.code ?? '');
}

/**
 * InnoDB broke a deadlock by rolling back this statement's transaction. Outside a transaction that is the
 * statement alone, so nothing of it was applied and it can run again (two writes to one row, such as a like
 * and an unlike from two instances at once, deadlock on their gap locks now and then).
 */
function isDeadlockVictim(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ER_LOCK_DEADLOCK';
}

function isRead(query: CompiledQuery): boolean {
  return query.query.kind === 'SelectQueryNode' || /^\s*select\b/i.test(query.sql);
}

/** A read that fails with its connection (or a deadlock's victim) is tried this many times more. */
const retries = 3;

const ping = CompiledQuery.raw('select 1');

/**
 * One connection as Kysely sees it. Reads (and statements the server never received) that fail because the
 * connection was lost run again on a fresh connection, outside transactions. A write is never repeated (it
 * may have been applied): instead, outside a transaction it is sent only down a connection that has just
 * answered a ping, so a connection dropped while it waited in the pool is replaced before the write. A
 * statement outside a transaction that InnoDB rolled back to break a deadlock runs again on its connection.
 */
class ReconnectingConnection implements DatabaseConnection {
  inTransaction = false;
  /** Set on a request transaction's connection: Kysely's own transactions on it become savepoints. */
  savepoints: number | undefined;

  constructor(
    public current: DatabaseConnection,
    private readonly driver: Driver,
  ) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const read = isRead(query);
    if (!read && !this.inTransaction) await this.executeQuery(ping);
    const repeatable = (error: unknown) => !this.inTransaction && (read || isNeverSent(error));
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.current.executeQuery<Row>(query);
      } catch (error) {
        if (attempt === retries) throw error;
        if (isDeadlockVictim(error) && !this.inTransaction) continue;
        if (!isConnectionLost(error) || !repeatable(error)) throw error;
        await this.replaceLostConnection();
      }
    }
  }

  async replaceLostConnection(): Promise<void> {
    // One turn of the event loop lets the pool see the other connections the server closed with this one.
    await new Promise((resolve) => setImmediate(resolve));
    const lost = this.current;
    this.current = await this.driver.acquireConnection();
    // The pool has already dropped the lost connection; releasing it only wakes anyone waiting for one.
    await this.driver.releaseConnection(lost);
  }

  /** Ends a request transaction and gives its connection back to the pool. */
  async finish(statement: 'commit' | 'rollback'): Promise<void> {
    try {
      await this.current.executeQuery(CompiledQuery.raw(statement));
    } finally {
      this.inTransaction = false;
      await this.driver.releaseConnection(this.current);
    }
  }

  streamQuery<Row>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<Row>> {
    return this.current.streamQuery<Row>(query, chunkSize);
  }
}

interface RequestScope {
  driver: Driver;
  connection?: Promise<ReconnectingConnection>;
  finished: boolean;
}

const requestScopes = new AsyncLocalStorage<RequestScope>();

const raw = (connection: DatabaseConnection, sql: string) => connection.executeQuery(CompiledQuery.raw(sql));

class ReconnectingDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const scope = requestScopes.getStore();
    if (scope?.driver === this && !scope.finished) {
      scope.connection ??= this.#beginRequestTransaction();
      return scope.connection;
    }
    return new ReconnectingConnection(await this.inner.acquireConnection(), this.inner);
  }

  async #beginRequestTransaction(): Promise<ReconnectingConnection> {
    const connection = new ReconnectingConnection(await this.inner.acquireConnection(), this.inner);
    try {
      await this.beginTransaction(connection, {});
    } catch (error) {
      await this.inner.releaseConnection(connection.current);
      throw error;
    }
    connection.savepoints = 0;
    return connection;
  }

  /** A request transaction open in this async context, ending it as `statement` says. */
  beginRequestTransaction(): RequestTransaction {
    const scope: RequestScope = { driver: this, finished: false };
    const finish = async (statement: 'commit' | 'rollback') => {
      if (scope.finished) return;
      scope.finished = true;
      if (scope.connection) await (await scope.connection).finish(statement);
    };
    return {
      run: (work) => requestScopes.run(scope, work),
      commit: () => finish('commit'),
      rollback: () => finish('rollback'),
    };
  }

  // `begin` may go to a fresh connection like any statement; from then on the transaction's statements may not.
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const reconnecting = connection as ReconnectingConnection;
    if (reconnecting.savepoints !== undefined) {
      reconnecting.savepoints += 1;
      await raw(connection, `savepoint nested_${reconnecting.savepoints}`);
      return;
    }
    await this.inner.beginTransaction(connection, settings);
    reconnecting.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const reconnecting = connection as ReconnectingConnection;
    if (reconnecting.savepoints !== undefined) {
      await raw(connection, `release savepoint nested_${reconnecting.savepoints}`);
      reconnecting.savepoints -= 1;
      return;
    }
    await this.inner.commitTransaction(connection);
    reconnecting.inTransaction = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const reconnecting = connection as ReconnectingConnection;
    if (reconnecting.savepoints !== undefined) {
      await raw(connection, `rollback to savepoint nested_${reconnecting.savepoints}`);
      reconnecting.savepoints -= 1;
      return;
    }
    await this.inner.rollbackTransaction(connection);
    reconnecting.inTransaction = false;
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.(connection, name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const reconnecting = connection as ReconnectingConnection;
    // A request transaction's connection goes back when the transaction ends.
    if (reconnecting.savepoints !== undefined) return Promise.resolve();
    return this.inner.releaseConnection(reconnecting.current);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's MySQL dialect whose connections survive being dropped by the server (see ReconnectingConnection). */
export class ReconnectingMysqlDialect extends MysqlDialect {
  #driver: ReconnectingDriver | undefined;

  override createDriver(): Driver {
    this.#driver = new ReconnectingDriver(super.createDriver());
    return this.#driver;
  }

  /** See ServiceDatabase.beginRequestTransaction; the database must have been opened with this dialect. */
  beginRequestTransaction(): RequestTransaction {
    if (!this.#driver) throw new Error('beginRequestTransaction before the database was opened');
    return this.#driver.beginRequestTransaction();
  }
}
