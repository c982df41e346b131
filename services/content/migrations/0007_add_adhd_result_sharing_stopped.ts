import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // When the owner stopped sharing a result: from then on its link answers 404 to everyone but them.
  // Null for every result saved before, which stay shared as they were.
  await db.schema.alterTable('adhd_test_results').addColumn('sharing_stopped_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('adhd_test_results').dropColumn('sharing_stopped_at').execute();
}
