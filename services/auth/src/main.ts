import { launchService, runMain } from '@steady/service-common';
import { authMigrations } from '../migrations';
import { buildApp } from './app';
import { loadReminderSettings } from './reminders/reminder-settings';
import { startReminderScheduler } from './reminders/start-scheduler';
import { loadAuthSettings } from './settings';

runMain(() =>
  launchService({
    name: 'auth',
    migrations: authMigrations,
    buildApp: ({ config, logger, database, traffic }) => {
      const settings = loadAuthSettings(config);
      const reminders = loadReminderSettings();
      startReminderScheduler({ database, logger, settings, reminders });
      return buildApp({ logger, database, settings, reminders, traffic });
    },
  }),
);
