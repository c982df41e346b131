import { Kysely, sql, type MysqlPool, type MysqlPoolConnection } from 'kysely';
import { ReconnectingMysqlDialect } from './reconnecting-mysql';

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A stand-in for mysql2's pool whose one connection answers the next `deadlocks` writes as InnoDB answers a
 * deadlock's victim, and records every statement it receives.
 */
function poolWithDeadlocks(deadlocks: number) {
  const received: string[] = [];
  let deadlocksLeft = deadlocks;
  const connection = {
    query(statement: string, _parameters: readonly unknown[], callback: QueryCallback) {
      received.push(statement);
      const isWrite = /^\s*(update|insert|delete)\b/i.test(statement);
      if (isWrite && deadlocksLeft > 0) {
        deadlocksLeft -= 1;
        const deadlock = Object.assign(
          new Error('Deadlock found when trying to get lock; try restarting transaction'),
          { code: 'ER_LOCK_DEADLOCK', errno: 1213 },
        );
        callback(deadlock);
        return;
      }
      callback(null, isWrite ? { affectedRows: 1, insertId: 0 } : []);
    },
    release() {},
  };
  const pool: MysqlPool = {
    getConnection: (callback) => callback(null, connection as unknown as MysqlPoolConnection),
    end: (callback) => callback(null),
  };
  return { pool, received };
}

const update = sql`update technique_likes set created_at = now()`;

describe('a MySQL statement chosen as the victim of a deadlock', () => {
  it('runs again outside a transaction, where InnoDB rolled back the statement alone', async () => {
    const { pool, received } = poolWithDeadlocks(2);
    const db = new Kysely<object>({ dialect: new ReconnectingMysqlDialect({ pool }) });
    await expect(update.execute(db)).resolves.toBeDefined();
    expect(received.filter((statement) => statement.startsWith('update'))).toHaveLength(3);
    await db.destroy();
  });

  it('reaches the caller after three more deadlocks in a row', async () => {
    const { pool, received } = poolWithDeadlocks(4);
    const db = new Kysely<object>({ dialect: new ReconnectingMysqlDialect({ pool }) });
    await expect(update.execute(db)).rejects.toMatchObject({ code: 'ER_LOCK_DEADLOCK' });
    expect(received.filter((statement) => statement.startsWith('update'))).toHaveLength(4);
    await db.destroy();
  });

  it('reaches the caller inside a transaction, whose earlier statements were rolled back too', async () => {
    const { pool, received } = poolWithDeadlocks(1);
    const db = new Kysely<object>({ dialect: new ReconnectingMysqlDialect({ pool }) });
    await expect(
      db.transaction().execute((transaction) => update.execute(transaction)),
    ).rejects.toMatchObject({
      code: 'ER_LOCK_DEADLOCK',
    });
    expect(received.filter((statement) => statement.startsWith('update'))).toHaveLength(1);
    await db.destroy();
  });
});
