import { sql, type Kysely } from 'kysely';
import { createTable, dialectOf } from '@steady/service-common';

/**
 * Self-service on the profile: when the user accepted the terms at sign-up, when they consented to health
 * data (test answers, journal) being stored, when they uploaded a photo; and the photo itself, already
 * resized and re-encoded (a few tens of kilobytes), kept apart so reading a user never loads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'varchar(30)').execute();
  await db.schema.alterTable('users').addColumn('health_data_consent_at', 'varchar(30)').execute();
  await db.schema.alterTable('users').addColumn('photo_uploaded_at', 'varchar(30)').execute();
  await createTable(db, 'profile_photos')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'varchar(20)', (column) => column.notNull())
    // MySQL's plain BLOB stops at 64 KB; a re-encoded 256×256 photo stays well under MEDIUMBLOB's 16 MB.
    .addColumn('image', dialectOf(db) === 'mysql' ? sql`mediumblob` : 'blob', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_photos').execute();
  await db.schema.alterTable('users').dropColumn('photo_uploaded_at').execute();
  await db.schema.alterTable('users').dropColumn('health_data_consent_at').execute();
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
}
