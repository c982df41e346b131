import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

/**
 * When each periodic job (Stripe reconciliation, pruning processed events) may run next. An instance runs
 * a job only after its conditional UPDATE moved that time on, so two instances never run it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'scheduled_jobs')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('next_run_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute();
}
