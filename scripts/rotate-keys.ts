/**
 * `npm run rotate-keys`: adds a new token signing key to the auth database. Every auth instance signs with
 * it within a minute; the old key keeps verifying until the last token it signed has expired, then the
 * next rotation deletes it. Run it where the auth service runs (same AUTH_DATABASE_URL, DATA_DIR and
 * KEY_ENCRYPTION_SECRET).
 */
import {
  createDatabaseIfMissing,
  createKeyCipher,
  loadKeyEncryptionSecret,
  loadServiceConfig,
  openDatabase,
  runMain,
  runMigrations,
} from '@steady/service-common';
import { authMigrations } from '../services/auth/migrations';
import { createSigningKeyRepository } from '../services/auth/src/tokens/signing-keys-repository';
import type { AuthDatabase } from '../services/auth/src/database/schema';
import { prepareStoredSigningKeys, rotateSigningKeys } from '../services/auth/src/tokens/key-maintenance';

runMain(async () => {
  const config = loadServiceConfig('auth');
  const cipher = createKeyCipher(loadKeyEncryptionSecret(config.dataDirectory));
  await createDatabaseIfMissing(config.database);
  const database = openDatabase<AuthDatabase>(config.database);
  try {
    await runMigrations(database.db, authMigrations);
    const repository = createSigningKeyRepository(database);
    await prepareStoredSigningKeys(repository, cipher);
    const rotation = await rotateSigningKeys({
      repository,
      cipher,
      tokenLifetimeSeconds: config.tokenLifetimeSeconds,
    });
    console.log(`New signing key ${rotation.kid}: every auth instance signs with it within a minute.`);
    for (const kid of rotation.retired) {
      console.log(`Retired ${kid}: its tokens keep verifying until ${rotation.verifiesUntil}.`);
    }
    for (const kid of rotation.deleted) console.log(`Deleted ${kid}: every token it signed has expired.`);
  } finally {
    await database.close();
  }
});
