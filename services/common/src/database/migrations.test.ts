import { sql, type Kysely, type Migration } from 'kysely';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-databases';
import { createTable } from './dialect-helpers';
import { MigrationError, runMigrations } from './migrations';

const migrations: Record<string, Migration> = {
  '0001_create_notes': {
    up: async (db: Kysely<unknown>) => {
      await createTable(db, 'notes')
        .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
        .addColumn('text', 'text', (column) => column.notNull())
        .execute();
    },
  },
  '0002_add_note_author': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.alterTable('notes').addColumn('author', 'varchar(100)').execute();
    },
  },
};

describe.each(testDialects())('runMigrations on %s', (dialect) => {
  let database: TestDatabase<{ notes: { id: string; text: string; author: string | null } }>;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.dispose());

  it('applies every migration in order and returns their names', async () => {
    expect(await runMigrations(database.db, migrations)).toEqual([
      '0001_create_notes',
      '0002_add_note_author',
    ]);
    await database.db.insertInto('notes').values({ id: '1', text: 'Привет 👋', author: 'Ann' }).execute();
    expect(await database.db.selectFrom('notes').selectAll().execute()).toEqual([
      { id: '1', text: 'Привет 👋', author: 'Ann' },
    ]);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await runMigrations(database.db, migrations);
    await database.db.insertInto('notes').values({ id: '1', text: 'kept', author: null }).execute();
    expect(await runMigrations(database.db, migrations)).toEqual([]);
    expect(await database.db.selectFrom('notes').select('text').execute()).toEqual([{ text: 'kept' }]);
  });

  it('applies only the migrations added since the last run', async () => {
    await runMigrations(database.db, { '0001_create_notes': migrations['0001_create_notes']! });
    expect(await runMigrations(database.db, migrations)).toEqual(['0002_add_note_author']);
  });

  it('fails loudly, naming the migration, when one fails', async () => {
    const broken: Record<string, Migration> = {
      ...migrations,
      '0003_broken': {
        up: async (db: Kysely<unknown>) => void (await sql`select * from missing_table`.execute(db)),
      },
    };
    const failure = runMigrations(database.db, broken);
    await expect(failure).rejects.toThrow(MigrationError);
    await expect(failure).rejects.toThrow(/Migration 0003_broken failed/);
  });
});
