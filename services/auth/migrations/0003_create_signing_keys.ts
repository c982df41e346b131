import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * The token signing keys. They live in the database, not on one machine's disk, so tokens survive a restart
 * and every instance of the service signs and verifies with the same keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'signing_keys')
    .addColumn('kid', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('algorithm', 'varchar(16)', (column) => column.notNull())
    .addColumn('public_jwk', 'text', (column) => column.notNull())
    .addColumn('private_jwk', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
}
