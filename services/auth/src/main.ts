import { launchService, runMain } from '@steady/service-common';
import { authMigrations } from '../migrations';
import { buildApp } from './app';
import { createSigningKeyRepository } from './repository/signing-keys';
import { loadReminderSettings } from './reminders/reminder-settings';
import { startReminderScheduler } from './reminders/start-scheduler';
import { loadAuthSettings } from './settings';
import { createKeyCipher } from './tokens/key-encryption';
import { prepareStoredSigningKeys } from './tokens/key-maintenance';

runMain(() =>
  launchService({
    name: 'auth',
    migrations: authMigrations,
    prepare: async ({ config, logger, database }) => {
      const { keyEncryptionSecret } = loadAuthSettings(config);
      const encrypted = await prepareStoredSigningKeys(
        createSigningKeyRepository(database),
        createKeyCipher(keyEncryptionSecret),
      );
      if (encrypted.length > 0)
        logger.info(`Encrypted ${encrypted.length} signing key(s) stored in plain text`);
    },
    buildApp: ({ config, logger, database }) => {
      const settings = loadAuthSettings(config);
      const reminders = loadReminderSettings();
      startReminderScheduler({ database, logger, settings, reminders });
      return buildApp({ logger, database, settings, reminders });
    },
  }),
);
