import { createKeyCipher, launchService, runMain } from '@steady/service-common';
import { contentMigrations } from '../migrations';
import { buildApp } from './http/app';
import { encryptStoredAudioSigningSecret } from './audio-files/signing-secret';
import { createServiceSecretRepository } from './audio-files/service-secrets-repository';
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
