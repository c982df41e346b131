import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * Premium reminders: the reminders themselves (with the scheduler's next due time, so a restart loses
 * nothing), each user's quiet hours and private calendar token, their browsers' push subscriptions, and the
 * VAPID key pair generated on first start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'reminders')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('time_of_day', 'varchar(5)', (column) => column.notNull())
    .addColumn('days', 'varchar(64)', (column) => column.notNull())
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull())
    .addColumn('suggested_state', 'varchar(32)')
    .addColumn('suggested_tool', 'varchar(32)')
    .addColumn('language', 'varchar(8)', (column) => column.notNull())
    .addColumn('paused', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_due_at', 'varchar(30)')
    .addColumn('last_sent_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('reminders_user_id').on('reminders').column('user_id').execute();
  await db.schema.createIndex('reminders_next_due_at').on('reminders').column('next_due_at').execute();

  await createTable(db, 'reminder_preferences')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('quiet_hours_start', 'varchar(5)')
    .addColumn('quiet_hours_end', 'varchar(5)')
    .addColumn('calendar_token', 'varchar(64)', (column) => column.unique())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await createTable(db, 'push_subscriptions')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    // Push service URLs are long; the unique key is on their hash (MySQL caps index length).
    .addColumn('endpoint', 'varchar(1000)', (column) => column.notNull())
    .addColumn('endpoint_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (column) => column.notNull())
    .addColumn('auth_secret', 'varchar(50)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_id')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await createTable(db, 'push_vapid_keys')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('public_key', 'varchar(200)', (column) => column.notNull())
    .addColumn('private_key', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_vapid_keys').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('reminder_preferences').execute();
  await db.schema.dropTable('reminders').execute();
}
