import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * Only the local test checkout writes here: the trials it started, so it can send the trial reminder three
 * days before each ends, as Stripe does (Stripe keeps this itself when real Stripe is used).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'local_trials')
    .addColumn('subscription_id', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    // The app's address the checkout came from, for the link in the mail.
    .addColumn('app_url', 'varchar(500)', (column) => column.notNull())
    .addColumn('trial_end', 'varchar(30)', (column) => column.notNull())
    .addColumn('reminded_at', 'varchar(30)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('local_trials').execute();
}
