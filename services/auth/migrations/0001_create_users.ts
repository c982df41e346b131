import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'users')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('email', 'varchar(255)', (column) => column.notNull().unique())
    // Null for accounts created through Google.
    .addColumn('password_hash', 'varchar(100)')
    .addColumn('google_id', 'varchar(64)', (column) => column.unique())
    .addColumn('photo', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
