import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/** Each user's safety plan: one row, its six parts and picked links kept as JSON text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'safety_plans')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('plan', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('safety_plans').execute();
}
