import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-databases';
import {
  createTable,
  dialectOf,
  fromFlag,
  insertAndGetId,
  isUniqueViolation,
  parseJsonText,
  toFlag,
  toJsonText,
  upsert,
} from './dialect-helpers';

interface TestSchema {
  settings: { user_id: string; theme: string; enabled: number; tags: string; updated_at: string };
  events: { id: number | undefined; name: string };
}

async function createTables(db: Kysely<TestSchema>) {
  await createTable(db, 'settings')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('theme', 'varchar(20)', (column) => column.notNull())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await createTable(db, 'events')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(50)', (column) => column.notNull().unique())
    .execute();
}

describe.each(testDialects())('dialect helpers on %s', (dialect) => {
  let database: TestDatabase<TestSchema>;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await createTables(database.db);
  });
  afterEach(() => database.dispose());

  const settingsRow = {
    user_id: 'u1',
    theme: 'light',
    enabled: toFlag(true),
    tags: toJsonText(['a']),
    updated_at: '2025-01-01T00:00:00.000Z',
  };

  it('knows which dialect a Kysely instance speaks', () => {
    expect(dialectOf(database.db)).toBe(dialect);
  });

  it('upsert inserts a missing row', async () => {
    await upsert(database, 'settings', settingsRow, {
      conflictColumns: ['user_id'],
      update: { theme: 'dark' },
    });
    expect(await database.db.selectFrom('settings').selectAll().execute()).toEqual([settingsRow]);
  });

  it('upsert updates only the given columns of an existing row', async () => {
    await upsert(database, 'settings', settingsRow, {
      conflictColumns: ['user_id'],
      update: { theme: 'dark' },
    });
    await upsert(
      database,
      'settings',
      { ...settingsRow, theme: 'ignored' },
      {
        conflictColumns: ['user_id'],
        update: { theme: 'dark', updated_at: '2025-02-02T00:00:00.000Z' },
      },
    );
    const rows = await database.db.selectFrom('settings').selectAll().execute();
    expect(rows).toEqual([{ ...settingsRow, theme: 'dark', updated_at: '2025-02-02T00:00:00.000Z' }]);
  });

  it('insertAndGetId returns each new auto-increment id', async () => {
    const first = await insertAndGetId(database, 'events', { name: 'first' });
    const second = await insertAndGetId(database, 'events', { name: 'second' });
    expect(second).toBe(first + 1);
    const stored = await database.db
      .selectFrom('events')
      .select('name')
      .where('id', '=', second)
      .executeTakeFirst();
    expect(stored).toEqual({ name: 'second' });
  });

  it('isUniqueViolation recognises a duplicate primary key and a duplicate unique value', async () => {
    await database.db.insertInto('settings').values(settingsRow).execute();
    const duplicateKey = await database.db
      .insertInto('settings')
      .values(settingsRow)
      .execute()
      .catch((error: unknown) => error);
    await insertAndGetId(database, 'events', { name: 'once' });
    const duplicateValue = await insertAndGetId(database, 'events', { name: 'once' }).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicateKey)).toBe(true);
    expect(isUniqueViolation(duplicateValue)).toBe(true);
    expect(
      isUniqueViolation(
        await sql`select * from nowhere`.execute(database.db).catch((error: unknown) => error),
      ),
    ).toBe(false);
  });

  it('stores booleans as 0/1 and JSON as text, and reads them back', async () => {
    const tags = ['calm', 'focus', 'сон'];
    await database.db
      .insertInto('settings')
      .values({ ...settingsRow, enabled: toFlag(false), tags: toJsonText(tags) })
      .execute();
    const row = await database.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
    expect(fromFlag(row.enabled)).toBe(false);
    expect(parseJsonText(row.tags, z.array(z.string()))).toEqual(tags);
  });

  it('parseJsonText refuses stored text that does not match the schema as a server fault, not a ZodError', () => {
    const parse = () => parseJsonText('{"not":"a list"}', z.array(z.string()));
    expect(parse).toThrow(/Stored JSON is invalid/);
    expect(parse).not.toThrow(z.ZodError);
  });
});
