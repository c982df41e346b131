import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/** XP and level per user; the two lists are JSON arrays stored as text (SQLite has no JSON type). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'user_progress')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('xp', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('level', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('xp_to_next_level', 'integer', (column) => column.notNull().defaultTo(100))
    .addColumn('completed_techniques', 'text', (column) => column.notNull())
    .addColumn('badges', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_progress').execute();
}
