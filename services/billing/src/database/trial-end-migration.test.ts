import { runMigrations } from '@steady/service-common';
import { createTestDatabase, testDialects } from '@steady/service-common/testing';
import { billingMigrations } from '../../migrations';
import type { BillingDatabase } from './schema';

describe.each(testDialects())('adding the trial end to stored subscriptions on %s', (dialect) => {
  it("takes a running test-checkout trial's end from local_trials, and none for other subscriptions", async () => {
    const database = await createTestDatabase<BillingDatabase>(dialect);
    try {
      const beforeTrialEnd = Object.fromEntries(
        Object.entries(billingMigrations).filter(([name]) => name < '0005'),
      );
      await runMigrations(database.db, beforeTrialEnd);
      const row = (userId: string, subscriptionId: string) => ({
        user_id: userId,
        status: 'active',
        stripe_customer_id: `cus_${userId}`,
        stripe_subscription_id: subscriptionId,
        updated_at: '2030-01-01T00:00:00.000Z',
      });
      await database.db
        .insertInto('subscriptions')
        .values([row('trialing-user', 'sub_local_trial'), row('paying-user', 'sub_paid')])
        .execute();
      await database.db
        .insertInto('local_trials')
        .values({
          subscription_id: 'sub_local_trial',
          user_id: 'trialing-user',
          language: 'en',
          app_url: 'http://localhost:8080',
          trial_end: '2030-01-08T00:00:00.000Z',
          reminded_at: null,
        })
        .execute();

      await runMigrations(database.db, billingMigrations);
      const trialEnds = await database.db
        .selectFrom('subscriptions')
        .select(['user_id', 'trial_end'])
        .orderBy('user_id')
        .execute();
      expect(trialEnds).toEqual([
        { user_id: 'paying-user', trial_end: null },
        { user_id: 'trialing-user', trial_end: '2030-01-08T00:00:00.000Z' },
      ]);
    } finally {
      await database.dispose();
    }
  });
});
