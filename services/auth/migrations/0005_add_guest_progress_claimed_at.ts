import type { Kysely } from 'kysely';

/** When the account took over a device's guest progress; set once, so a second claim is refused. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('guest_progress_claimed_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('guest_progress_claimed_at').execute();
}
