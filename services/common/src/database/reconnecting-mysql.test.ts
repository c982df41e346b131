import { sql, type Kysely } from 'kysely';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-databases';
import { createTable } from './dialect-helpers';

interface Notes {
  notes: { id: number; text: string };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills every connection to the database, as a server restart, a failover or wait_timeout would drop them. */
async function killConnectionsTo(admin: Connection, database: string): Promise<number> {
  const [rows] = await admin.query<RowDataPacket[]>(
    'SELECT id FROM information_schema.PROCESSLIST WHERE db = ? AND id <> CONNECTION_ID()',
    [database],
  );
  for (const { id } of rows) await admin.query(`KILL ${Number(id)}`).catch(() => undefined);
  return rows.length;
}

// Only MySQL/MariaDB drops connections; SQLite has none to drop.
const onMysql = testDialects().includes('mysql') ? describe : describe.skip;

onMysql('the MySQL pool when the server drops its connections', () => {
  let database: TestDatabase<Notes>;
  let db: Kysely<Notes>;
  let admin: Connection;
  let name: string;

  beforeEach(async () => {
    database = await createTestDatabase<Notes>('mysql');
    db = database.db;
    name = new URL(database.location.dialect === 'mysql' ? database.location.url : '').pathname.slice(1);
    await createTable(db, 'notes')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('text', 'varchar(100)', (column) => column.notNull())
      .execute();
    await db.insertInto('notes').values({ id: 1, text: 'first' }).execute();
    admin = await createConnection(process.env.TEST_MYSQL_URL as string);
  });
  afterEach(async () => {
    await admin.end();
    await database.dispose();
  });

  it('answers every read and write made after its idle connections were killed', async () => {
    const failures: unknown[] = [];
    for (let round = 2; round < 42; round += 1) {
      await Promise.all(Array.from({ length: 5 }, () => sql`select 1`.execute(db)));
      expect(await killConnectionsTo(admin, name)).toBeGreaterThan(0);
      // At once, and again after the pool has had time to notice.
      if (round % 2 === 0) await pause(20);
      await db
        .insertInto('notes')
        .values({ id: round, text: `note ${round}` })
        .execute()
        .catch((error: unknown) => failures.push(error));
      await db
        .selectFrom('notes')
        .selectAll()
        .execute()
        .catch((error: unknown) => failures.push(error));
    }
    expect(failures).toEqual([]);
    expect(await db.selectFrom('notes').select(db.fn.countAll().as('count')).executeTakeFirst()).toEqual({
      count: 41,
    });
  });

  it('answers every read while its connections are killed in the middle of queries', async () => {
    const failures: unknown[] = [];
    let reads = 0;
    const until = Date.now() + 2000;
    const reader = async () => {
      while (Date.now() < until) {
        await db
          .selectFrom('notes')
          .selectAll()
          .execute()
          .then(() => (reads += 1))
          .catch((error: unknown) => failures.push(error));
      }
    };
    const killer = async () => {
      while (Date.now() < until) {
        await killConnectionsTo(admin, name);
        await pause(100);
      }
    };
    await Promise.all([reader(), reader(), reader(), reader(), reader(), reader(), killer()]);
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(100);
  });
});
