import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'saved_mixes')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('name', 'varchar(60)', (column) => column.notNull())
    // The validated tracks and volumes, JSON text (SQLite has no JSON type).
    .addColumn('tracks', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  // The mixer lists a user's mixes newest first and counts them against the limit.
  await db.schema
    .createIndex('saved_mixes_user_created_index')
    .on('saved_mixes')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_mixes').execute();
}
