import { sql, type Kysely } from 'kysely';

/**
 * When the free trial of the stored subscription ends, so the profile and the premium page can say when the
 * first charge comes. Trials the local test checkout started before this column existed take their end from
 * `local_trials`; Stripe's own trials get theirs with the next subscription event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('trial_end', 'varchar(30)').execute();
  await sql`
    update subscriptions set trial_end = (
      select local_trials.trial_end from local_trials
      where local_trials.subscription_id = subscriptions.stripe_subscription_id
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('trial_end').execute();
}
