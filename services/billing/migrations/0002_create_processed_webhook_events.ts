import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/** Stripe may deliver an event more than once; a stored id means it was already applied. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'processed_webhook_events')
    .addColumn('event_id', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('processed_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('processed_webhook_events').execute();
}
