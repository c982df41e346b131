import {
  createEntitlementClient,
  createKeyCipher,
  type Logger,
  type ServiceDatabase,
} from '@steady/service-common';
import type { AuthDatabase } from '../../database/schema';
import type { AuthSettings } from '../../settings';
import { createWebPushSender } from './push-sender';
import { createReminderScheduler, type ReminderScheduler } from './scheduler';
import { createReminderStore } from '../reminder-store';
import type { ReminderSettings } from '../reminder-settings';
import { createVapidKeyProvider } from './vapid-keys';

/** The scheduler of a running auth service (none when REMINDER_SCHEDULER_INTERVAL_SECONDS is 0). */
export function startReminderScheduler(dependencies: {
  database: ServiceDatabase<AuthDatabase>;
  logger: Logger;
  settings: AuthSettings;
  reminders: ReminderSettings;
}): ReminderScheduler {
  const { database, logger, settings, reminders } = dependencies;
  const store = createReminderStore(database);
  const now = () => new Date();
  const scheduler = createReminderScheduler({
    store,
    entitlements: createEntitlementClient({
      billingUrls: settings.billingInternalUrls,
      internalToken: settings.internalToken,
      logger,
    }),
    sender: createWebPushSender({
      vapidKeys: createVapidKeyProvider({
        push: store.push,
        configured: reminders.vapidKeys,
        cipher: createKeyCipher(settings.keyEncryptionSecret),
        now,
      }),
      vapidSubject: reminders.vapidSubject,
      pushServiceHosts: reminders.pushServiceHosts,
      logger,
    }),
    logger,
    now,
    intervalMs: reminders.schedulerIntervalMs,
  });
  scheduler.start();
  return scheduler;
}
