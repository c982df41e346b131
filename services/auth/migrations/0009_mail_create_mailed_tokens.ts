import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * Links sent by mail: password resets and email changes. Only a SHA-256 of each token is kept, so a copy
 * of the database opens no account; a row is used once, and its link stops working at `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'password_resets')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await createTable(db, 'email_changes')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'varchar(255)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('password_resets').execute();
}
