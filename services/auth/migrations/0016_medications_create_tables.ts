import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * The medication log: each user's medications by the name they wrote, with an optional refill count, and
 * each "taken" entry with its optional "wearing off" time. A refill reminder is an ordinary reminder row
 * that names its medication (`reminders.medication_id`), so push and the calendar feed send it as they
 * send every reminder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'medications')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(80)', (column) => column.notNull())
    .addColumn('dose_note', 'varchar(200)', (column) => column.notNull())
    .addColumn('doses_left', 'integer')
    .addColumn('refill_threshold', 'integer')
    .addColumn('refill_time', 'varchar(5)')
    .addColumn('refill_time_zone', 'varchar(64)')
    .addColumn('refill_language', 'varchar(5)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('medications_user').on('medications').column('user_id').execute();
  await createTable(db, 'medication_doses')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('medication_id', 'integer', (column) =>
      column.notNull().references('medications.id').onDelete('cascade'),
    )
    .addColumn('taken_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('wearing_off_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  // The log lists a user's entries newest first; statistics read them by time.
  await db.schema
    .createIndex('medication_doses_user_taken_at')
    .on('medication_doses')
    .columns(['user_id', 'taken_at'])
    .execute();
  await db.schema.alterTable('reminders').addColumn('medication_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reminders').dropColumn('medication_id').execute();
  await db.schema.dropTable('medication_doses').execute();
  await db.schema.dropTable('medications').execute();
}
