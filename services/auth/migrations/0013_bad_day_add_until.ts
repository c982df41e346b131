import type { Kysely } from 'kysely';

/** Until when "Today is hard" lasts (an ISO instant, the user's next day start); null while it is off. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_settings').addColumn('bad_day_until', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('bad_day_until').execute();
}
