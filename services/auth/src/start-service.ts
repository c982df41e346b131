import { createKeyCipher, createMailer, launchService, runMain } from '@steady/service-common';
import { createAuthStore } from './database/auth-store';
import { startWeeklyNotes } from './trusted-person/weekly-notes';
import { authMigrations } from '../migrations';
import { buildApp } from './http/app';
import { createPushRepository } from './reminders/delivery/push-repository';
import { createSigningKeyRepository } from './tokens/signing-keys-repository';
import { loadReminderSettings } from './reminders/reminder-settings';
import { startReminderScheduler } from './reminders/delivery/start-scheduler';
import { encryptPlaintextVapidKey } from './reminders/delivery/vapid-keys';
import { loadAuthSettings } from './settings';
import { prepareStoredSigningKeys } from './tokens/key-maintenance';

runMain(() =>
  launchService({
    name: 'auth',
    migrations: authMigrations,
    prepare: async ({ config, logger, database }) => {
      const cipher = createKeyCipher(loadAuthSettings(config).keyEncryptionSecret);
      const encrypted = await prepareStoredSigningKeys(createSigningKeyRepository(database), cipher);
      if (encrypted.length > 0)
        logger.info(`Encrypted ${encrypted.length} signing key(s) stored in plain text`);
      if (await encryptPlaintextVapidKey(createPushRepository(database), cipher)) {
        logger.info('Encrypted the VAPID private key stored in plain text');
      }
    },
    buildApp: ({ config, logger, database, traffic }) => {
      const settings = loadAuthSettings(config);
      const reminders = loadReminderSettings();
      startReminderScheduler({ database, logger, settings, reminders });
      startWeeklyNotes({
        store: createAuthStore(database),
        cipher: createKeyCipher(settings.keyEncryptionSecret),
        mailer: createMailer(settings.mail, logger),
        appUrl: settings.publicUrl,
        now: () => new Date(),
        logger,
        intervalMs: reminders.schedulerIntervalMs,
      });
      return buildApp({ logger, database, settings, reminders, traffic });
    },
  }),
);
