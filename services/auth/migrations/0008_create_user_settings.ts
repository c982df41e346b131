import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/** When the user's day starts (late-night use counts for the day before) and whether streaks are shown. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'user_settings')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('day_start_hour', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('hide_streaks', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
}
