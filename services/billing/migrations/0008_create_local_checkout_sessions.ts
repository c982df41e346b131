import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * The local test checkout's open checkouts, in the database rather than one process's memory: the page can
 * be opened, and its button pressed, on any instance of billing, and a restart loses none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'local_checkout_sessions')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('customer_id', 'varchar(255)', (column) => column.notNull())
    .addColumn('trial_days', 'integer')
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('success_url', 'varchar(1000)', (column) => column.notNull())
    .addColumn('cancel_url', 'varchar(1000)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('local_checkout_sessions').execute();
}
