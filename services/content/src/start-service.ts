import { createKeyCipher, launchService, runMain } from '@steady/service-common';
import { contentMigrations } from '../migrations';
import { buildApp } from './app';
import { encryptStoredAudioSigningSecret } from './audio/signing-secret';
import { createServiceSecretRepository } from './repository/service-secrets';
import { loadContentSettings } from './settings';

runMain(() =>
  launchService({
    name: 'content',
    migrations: contentMigrations,
    prepare: async ({ config, logger, database }) => {
      const cipher = createKeyCipher(loadContentSettings(config).keyEncryptionSecret);
      if (await encryptStoredAudioSigningSecret(createServiceSecretRepository(database), cipher)) {
        logger.info('Encrypted the audio signing secret stored in plain text');
      }
    },
    buildApp: ({ config, ...dependencies }) =>
      buildApp({ ...dependencies, config: { ...config, ...loadContentSettings(config) } }),
  }),
);
