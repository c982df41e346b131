import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The scale a result was scored on. Results saved before this column existed were all scored on the
  // first scale (four answers), so they keep reading as version 1.
  await db.schema
    .alterTable('adhd_test_results')
    .addColumn('scale_version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('adhd_test_results').dropColumn('scale_version').execute();
}
