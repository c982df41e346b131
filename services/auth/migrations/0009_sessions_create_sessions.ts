import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * Sign-in sessions: every access token names one (`sid`), and the refresh token that renews it is stored
 * only as a SHA-256 hash. Revoking a session (logout) ends its access and refresh tokens together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'sessions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('refresh_token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
