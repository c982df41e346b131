import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * Reminders that persist without nagging: each reminder's optional repeats (every N minutes, at most M
 * times, while its notification goes unanswered), and every nudge the scheduler sends or has yet to send
 * (the first one of an occurrence, a repeat, a snooze, a "later today"), each claimed by one instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reminders').addColumn('repeat_every_minutes', 'integer').execute();
  await db.schema
    .alterTable('reminders')
    .addColumn('repeat_times', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await createTable(db, 'reminder_nudges')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('reminder_id', 'integer', (column) =>
      column.notNull().references('reminders.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(8)', (column) => column.notNull())
    .addColumn('step', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('due_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('outcome', 'varchar(16)')
    .addColumn('token_hash', 'varchar(64)', (column) => column.unique())
    .addColumn('token_expires_at', 'varchar(30)')
    .addColumn('acknowledged_at', 'varchar(30)')
    .addColumn('action', 'varchar(8)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('reminder_nudges_due_at').on('reminder_nudges').column('due_at').execute();
  await db.schema
    .createIndex('reminder_nudges_reminder_id')
    .on('reminder_nudges')
    .column('reminder_id')
    .execute();
  await db.schema.createIndex('reminder_nudges_user_id').on('reminder_nudges').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_nudges').execute();
  await db.schema.alterTable('reminders').dropColumn('repeat_times').execute();
  await db.schema.alterTable('reminders').dropColumn('repeat_every_minutes').execute();
}
