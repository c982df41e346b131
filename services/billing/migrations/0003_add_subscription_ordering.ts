import type { Kysely } from 'kysely';

/**
 * Stripe does not promise to deliver webhook events in order. Each row remembers which Stripe subscription
 * its state came from (and when that subscription was created) and the time of the newest event applied,
 * so a late, older event can be recognised and ignored instead of rolling the state back.
 * SQLite adds one column per ALTER TABLE, so each is its own statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('subscription_created_at', 'varchar(30)').execute();
  await db.schema.alterTable('subscriptions').addColumn('state_as_of', 'varchar(30)').execute();
  // Webhook events name the customer or the subscription, never our user: both are looked up.
  await db.schema
    .createIndex('subscriptions_stripe_customer_id')
    .on('subscriptions')
    .column('stripe_customer_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('subscriptions_stripe_subscription_id')
    .on('subscriptions')
    .column('stripe_subscription_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_stripe_subscription_id').on('subscriptions').execute();
  await db.schema.dropIndex('subscriptions_stripe_customer_id').on('subscriptions').execute();
  await db.schema.alterTable('subscriptions').dropColumn('state_as_of').execute();
  await db.schema.alterTable('subscriptions').dropColumn('subscription_created_at').execute();
}
