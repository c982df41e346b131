import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * The mood journal: entries written by hand and one-tap check-ins around a technique. Lists are JSON text;
 * `search_text` is the text and tags in lower case, so a search ignores case in Russian on SQLite too;
 * `mood_score` is the entry's point on the mood chart (1–5), worked out when it is written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'journal_entries')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('entry_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('local_day', 'varchar(10)', (column) => column.notNull())
    .addColumn('state', 'varchar(20)', (column) => column.notNull())
    .addColumn('effectiveness', 'integer')
    .addColumn('techniques', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('feeling_before', 'integer')
    .addColumn('feeling_after', 'integer')
    .addColumn('mood_score', 'integer')
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  // The journal lists one user's entries newest first; statistics read them by day.
  await db.schema
    .createIndex('journal_entries_user_entry_at')
    .on('journal_entries')
    .columns(['user_id', 'entry_at'])
    .execute();
  await db.schema
    .createIndex('journal_entries_user_day')
    .on('journal_entries')
    .columns(['user_id', 'local_day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journal_entries').execute();
}
