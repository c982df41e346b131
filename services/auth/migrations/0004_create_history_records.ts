import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/** The mood and technique history: one row per sitting, the techniques a JSON array stored as text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'history_records')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('recorded_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('mood', 'varchar(20)')
    .addColumn('techniques', 'text', (column) => column.notNull())
    .addColumn('effectiveness', 'integer')
    .addColumn('xp_earned', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // The history page reads one user's newest records first.
  await db.schema
    .createIndex('history_records_user_recorded_at')
    .on('history_records')
    .columns(['user_id', 'recorded_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('history_records').execute();
}
