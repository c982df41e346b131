import type { Kysely } from 'kysely';

/**
 * A paused subscription (Stripe's `pause_collection`): when Premium resumes by itself, the language of the
 * mail three days before, and the resume date that mail was sent for, so each pause is mailed once however
 * many billing instances look. SQLite adds one column per ALTER TABLE, so each is its own statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('pause_resumes_at', 'varchar(30)').execute();
  await db.schema.alterTable('subscriptions').addColumn('pause_language', 'varchar(8)').execute();
  await db.schema.alterTable('subscriptions').addColumn('pause_reminded_for', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('pause_reminded_for').execute();
  await db.schema.alterTable('subscriptions').dropColumn('pause_language').execute();
  await db.schema.alterTable('subscriptions').dropColumn('pause_resumes_at').execute();
}
