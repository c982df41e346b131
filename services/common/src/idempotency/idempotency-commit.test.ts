import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { Express } from 'express';
import type { Generated, Kysely } from 'kysely';
import request from 'supertest';
import { createTable } from '../database/dialect-helpers';
import { openDatabase } from '../database/open';
import type { ServiceDatabase } from '../database/types';
import { createLogger } from '../logger';
import { createServiceApp } from '../server';
import { createMigratedTestDatabase, type TestDatabase } from '../testing';
import { createIdempotencyKeysTable, type IdempotencySchema } from './idempotency-table';
import { createIdempotencyStore } from './idempotency-store';
import { idempotentWrites } from './idempotency-middleware';

interface Schema extends IdempotencySchema {
  entries: { id: Generated<number>; text: string };
}

const logger = createLogger({ name: 'test', level: 'silent' });
const migrations = {
  '0001_create_idempotency_keys': { up: createIdempotencyKeysTable },
  '0002_create_entries': {
    up: (db: Kysely<unknown>) =>
      createTable(db, 'entries')
        .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
        .addColumn('text', 'varchar(100)', (column) => column.notNull())
        .execute(),
  },
};

type Fault = 'answer-lost' | 'never-arrived';

/** The text of a MySQL command packet (COM_QUERY or COM_STMT_PREPARE), else undefined. */
function statementOf(packet: Buffer): string | undefined {
  const command = packet[4];
  return command === 0x03 || command === 0x16 ? packet.subarray(5).toString('utf8') : undefined;
}

/**
 * A TCP proxy to the MySQL server that, when armed, drops a connection at the statement that makes the
 * entry permanent: `commit` inside a transaction, the insert itself outside one. `answer-lost`: the server
 * gets the statement and answers, the answer never arrives. `never-arrived`: the server never gets it.
 */
async function startFaultyProxy(target: URL) {
  let armed: Fault | undefined;
  const server: Server = createServer((client: Socket) => {
    const upstream = connect(Number(target.port || 3306), target.hostname);
    let inTransaction = false;
    let dropNextAnswer = false;
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (packet: Buffer) => {
      const statement = statementOf(packet)?.trim().toLowerCase() ?? '';
      if (/^(begin|start transaction)/.test(statement)) inTransaction = true;
      const permanent = inTransaction
        ? statement === 'commit'
        : statement.startsWith('insert into `entries`');
      if (statement === 'commit' || statement === 'rollback') inTransaction = false;
      if (armed && permanent) {
        const fault = armed;
        armed = undefined;
        if (fault === 'never-arrived') return drop();
        dropNextAnswer = true;
      }
      upstream.write(packet);
    });
    upstream.on('data', (packet: Buffer) => (dropNextAnswer ? drop() : client.write(packet)));
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target);
  proxied.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: proxied.toString(),
    arm: (fault: Fault) => (armed = fault),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const onMysql = process.env.TEST_MYSQL_URL ? describe : describe.skip;

onMysql('a keyed write whose connection drops at commit, on MySQL', () => {
  let database: TestDatabase<Schema>;
  let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
  let served: ServiceDatabase<Schema>;
  let app: Express;

  beforeAll(async () => {
    database = await createMigratedTestDatabase<Schema>('mysql', migrations);
    if (database.location.dialect !== 'mysql') throw new Error('a MySQL database was asked for');
    proxy = await startFaultyProxy(new URL(database.location.url));
    served = openDatabase<Schema>({ dialect: 'mysql', url: proxy.url });
    const idempotent = idempotentWrites(createIdempotencyStore(served));
    app = createServiceApp({
      name: 'auth',
      logger,
      database: served,
      routes: (routes) => {
        routes.use((_request, response, next) => {
          response.locals.user = { id: 'ann', sessionId: 's' } as never;
          next();
        });
        routes.post('/entries', idempotent, async (httpRequest, response) => {
          const { text } = httpRequest.body as { text: string };
          const result = await served.db.insertInto('entries').values({ text }).executeTakeFirst();
          response.status(201).json({ id: Number(result.insertId) });
        });
      },
    });
  });
  afterAll(async () => {
    await served.close();
    await proxy.close();
    await database.dispose();
  });

  const post = (key: string) => request(app).post('/entries').set('Idempotency-Key', key).send({ text: key });

  it('is never saved twice: a retry with its key gets the saved answer, or saves it once', async () => {
    const firstStatuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const key = `entry-${String(attempt).padStart(4, '0')}`;
      const fault: Fault = attempt % 2 === 0 ? 'answer-lost' : 'never-arrived';
      proxy.arm(fault);
      const first = await post(key);
      firstStatuses.push(first.status);
      const retry = await post(key);
      expect(retry.status).toBe(201);
      if (first.status === 201) {
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(retry.body).toEqual(first.body);
      }
    }
    const rows = await database.db.selectFrom('entries').select('text').execute();
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.text)).size).toBe(10);
    // Saved though its answer was lost: answered as saved. Not saved: 503, say so, and try again.
    expect(firstStatuses).toEqual([201, 503, 201, 503, 201, 503, 201, 503, 201, 503]);
  }, 60_000);
});
