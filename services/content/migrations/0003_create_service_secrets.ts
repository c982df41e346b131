import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Secrets the service makes for itself (the audio URL signing key), kept here so that restarts and
  // every instance on this database use the same one.
  await createTable(db, 'service_secrets')
    .addColumn('name', 'varchar(50)', (column) => column.primaryKey())
    .addColumn('value', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_secrets').execute();
}
