import type { ServiceDatabase } from '@steady/service-common';
import type { BillingDatabase } from '../database/schema';

export interface ScheduledJobRepository {
  /**
   * Claims the job's run due at or before `now` by moving its next run to `nextRunAt`; false when it is not
   * due or another instance claimed it first (the conditional UPDATE decides).
   */
  claimRun(name: string, now: string, nextRunAt: string): Promise<boolean>;
}

export function createScheduledJobRepository(
  database: ServiceDatabase<BillingDatabase>,
): ScheduledJobRepository {
  const { db } = database;
  return {
    async claimRun(name, now, nextRunAt) {
      // A job never run before is due at once.
      await db.insertInto('scheduled_jobs').values({ name, next_run_at: now }).orIgnore().execute();
      const result = await db
        .updateTable('scheduled_jobs')
        .set({ next_run_at: nextRunAt })
        .where('name', '=', name)
        .where('next_run_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
