import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/** What signed-in users wrote to support; Premium requests are marked priority. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'support_requests')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('topic', 'varchar(32)', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('priority', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    // Null until the mail to the support address went out.
    .addColumn('mailed_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('support_requests_user').on('support_requests').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_requests').execute();
}
