import type { SubscriptionStatus } from '@steady/contracts';
import type { DatabaseDialect } from '@steady/service-common';
import { startStubBilling } from '@steady/service-common/testing';
import type { ReminderSettings } from '../reminders/reminder-settings';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

export interface PremiumTestApp extends AuthTestApp {
  /** What billing answers for this user from now on (everyone else: inactive). */
  setStatus(userId: string, status: SubscriptionStatus): void;
  close(): Promise<void>;
}

/** The auth app with a billing stand-in whose answers the test sets per user. */
export async function createPremiumTestApp(
  dialect: DatabaseDialect,
  reminders?: ReminderSettings,
): Promise<PremiumTestApp> {
  const billing = await startStubBilling();
  const subject = await createAuthTestApp(dialect, { billingInternalUrls: billing.url }, reminders);
  return {
    ...subject,
    setStatus: (userId, status) => {
      billing.statuses.set(userId, status);
    },
    close: async () => {
      await billing.close();
      await subject.database.dispose();
    },
  };
}
