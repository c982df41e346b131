import type { ServiceDatabase } from '@steady/service-common';
import type { BillingDatabase, LocalTrialsTable } from '../database/schema';

export type LocalTrial = LocalTrialsTable;

export interface LocalTrialRepository {
  insert(trial: Omit<LocalTrial, 'reminded_at'>): Promise<void>;
  /** Trials not yet reminded whose end is at or before `endsBy` (ISO). */
  dueForReminder(endsBy: string): Promise<LocalTrial[]>;
  /** Marks the reminder sent; false when another check did it first. */
  markReminded(subscriptionId: string, remindedAt: string): Promise<boolean>;
  /** The user's trials, oldest first, for their data export. */
  forUser(userId: string): Promise<LocalTrial[]>;
  /** Forgets the user's trials (their account is being deleted). */
  removeForUser(userId: string): Promise<void>;
}

export function createLocalTrialRepository(database: ServiceDatabase<BillingDatabase>): LocalTrialRepository {
  const { db } = database;
  return {
    async insert(trial) {
      await db
        .insertInto('local_trials')
        .values({ ...trial, reminded_at: null })
        .execute();
    },
    dueForReminder: (endsBy) =>
      db
        .selectFrom('local_trials')
        .selectAll()
        .where('reminded_at', 'is', null)
        .where('trial_end', '<=', endsBy)
        .execute(),
    async markReminded(subscriptionId, remindedAt) {
      const result = await db
        .updateTable('local_trials')
        .set({ reminded_at: remindedAt })
        .where('subscription_id', '=', subscriptionId)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    forUser: (userId) =>
      db.selectFrom('local_trials').selectAll().where('user_id', '=', userId).orderBy('trial_end').execute(),
    async removeForUser(userId) {
      await db.deleteFrom('local_trials').where('user_id', '=', userId).execute();
    },
  };
}
