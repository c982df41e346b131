import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'subscriptions')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('status', 'varchar(20)', (column) => column.notNull().defaultTo('inactive'))
    .addColumn('stripe_customer_id', 'varchar(100)')
    .addColumn('stripe_subscription_id', 'varchar(100)')
    .addColumn('cancel_at_period_end', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('current_period_end', 'varchar(30)')
    .addColumn('canceled_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
}
