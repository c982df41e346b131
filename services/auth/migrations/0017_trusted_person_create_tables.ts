import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * A trusted person per user (with the hashes of the three single-purpose links mailed to them, the stop and
 * weekly links sealed with KEY_ENCRYPTION_SECRET since every later mail carries them again, and the weekly
 * note's next due time, which the instances claim), and when messages and weekly notes went out
 * (for the daily limit and the export; never their text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'trusted_people')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('email', 'varchar(255)', (column) => column.notNull())
    .addColumn('language', 'varchar(8)', (column) => column.notNull())
    .addColumn('your_name', 'varchar(100)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('reply_token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('stop_token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('weekly_token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('sealed_stop_token', 'text', (column) => column.notNull())
    .addColumn('sealed_weekly_token', 'text', (column) => column.notNull())
    .addColumn('user_wants_weekly', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('person_wants_weekly', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('weekly_line', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('weekly_next_due_at', 'varchar(30)')
    .addColumn('asked_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('answered_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('trusted_people_weekly_next_due_at')
    .on('trusted_people')
    .column('weekly_next_due_at')
    .execute();

  await createTable(db, 'trusted_person_mails')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('sent_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('trusted_person_mails_user_id')
    .on('trusted_person_mails')
    .columns(['user_id', 'sent_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trusted_person_mails').execute();
  await db.schema.dropTable('trusted_people').execute();
}
