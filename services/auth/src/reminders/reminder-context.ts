import type { ServiceDatabase } from '@steady/service-common';
import type { AuthContext } from '../context';
import type { ReminderContext } from './reminders';
import type { AuthDatabase } from '../database/schema';
import { createReminderStore } from './reminder-store';
import type { ReminderSettings } from './reminder-settings';
import { createVapidKeyProvider } from './delivery/vapid-keys';

export function createReminderContext(
  context: AuthContext,
  database: ServiceDatabase<AuthDatabase>,
  settings: ReminderSettings,
): ReminderContext {
  const reminderStore = createReminderStore(database);
  return {
    ...context,
    reminderStore,
    pushServiceHosts: settings.pushServiceHosts,
    vapidKeys: createVapidKeyProvider({
      push: reminderStore.push,
      configured: settings.vapidKeys,
      cipher: context.keyCipher,
      now: context.now,
    }),
  };
}
