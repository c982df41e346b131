import { ConfigError, createKeyCipher } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  testDialects,
  testKeyEncryptionSecret,
  type TestDatabase,
} from '@steady/service-common/testing';
import { contentMigrations } from '../../migrations';
import type { ContentDatabase } from '../database/schema';
import { createServiceSecretRepository } from './service-secrets-repository';
import { createAudioUrlSigner } from './audio-url-signer';
import { createAudioSigningSecret, encryptStoredAudioSigningSecret } from './signing-secret';

const cipher = createKeyCipher(testKeyEncryptionSecret);
const publicName = 'premium-track.mp3';

describe.each(testDialects())('the audio signing secret kept in the content database on %s', (dialect) => {
  let database: TestDatabase<ContentDatabase>;
  beforeEach(async () => {
    database = await createMigratedTestDatabase<ContentDatabase>(dialect, contentMigrations);
  });
  afterEach(() => database.dispose());

  const secrets = () => createServiceSecretRepository(database);
  const storedValue = async () =>
    (await database.db.selectFrom('service_secrets').select('value').executeTakeFirstOrThrow()).value;
  const signerAfterStart = () =>
    createAudioUrlSigner({
      secret: createAudioSigningSecret({ configured: undefined, secrets: secrets(), cipher }),
    });

  it('is generated once and stored encrypted; a restarted service checks the addresses it signed', async () => {
    const signed = await signerAfterStart().sign(publicName);
    const stored = await storedValue();
    expect(stored).toMatch(/^aes-256-gcm:v1:/);
    const secret = cipher.decrypt(stored);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain(secret);
    const restarted = signerAfterStart();
    expect(await restarted.secondsLeft(publicName, String(signed.expires), signed.signature)).toBeGreaterThan(
      0,
    );
  });

  it('stored in plain text by an older version is encrypted at start, and addresses signed before still play', async () => {
    const plainSecret = 'a-secret-an-older-version-stored-in-plain-text';
    await database.db
      .insertInto('service_secrets')
      .values({ name: 'audio-url-signing', value: plainSecret, created_at: new Date().toISOString() })
      .execute();
    const issuedBefore = await createAudioUrlSigner({ secret: async () => plainSecret }).sign(publicName);

    expect(await encryptStoredAudioSigningSecret(secrets(), cipher)).toBe(true);
    const stored = await storedValue();
    expect(stored).not.toContain(plainSecret);
    expect(cipher.decrypt(stored)).toBe(plainSecret);
    expect(
      await signerAfterStart().secondsLeft(publicName, String(issuedBefore.expires), issuedBefore.signature),
    ).toBeGreaterThan(0);
    expect(await encryptStoredAudioSigningSecret(secrets(), cipher)).toBe(false);
    expect(await storedValue()).toBe(stored);
  });

  it('stored in plain text is encrypted once when several instances start at the same time', async () => {
    const plainSecret = 'a-secret-an-older-version-stored-in-plain-text';
    await database.db
      .insertInto('service_secrets')
      .values({ name: 'audio-url-signing', value: plainSecret, created_at: new Date().toISOString() })
      .execute();
    const results = await Promise.all(
      Array.from({ length: 3 }, () => encryptStoredAudioSigningSecret(secrets(), cipher)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(cipher.decrypt(await storedValue())).toBe(plainSecret);
  });

  it('refuses to start with a KEY_ENCRYPTION_SECRET that does not decrypt the stored secret, naming it', async () => {
    await signerAfterStart().sign(publicName);
    const otherCipher = createKeyCipher('another secret of thirty-two characters or more');
    await expect(encryptStoredAudioSigningSecret(secrets(), otherCipher)).rejects.toThrow(ConfigError);
    await expect(encryptStoredAudioSigningSecret(secrets(), otherCipher)).rejects.toThrow(
      /KEY_ENCRYPTION_SECRET: does not decrypt the audio signing secret stored in the content database/,
    );
  });

  it('is not stored at all when AUDIO_SIGNING_SECRET is configured', async () => {
    const configured = 'a-configured-secret-of-at-least-32-characters';
    const secret = createAudioSigningSecret({ configured, secrets: secrets(), cipher });
    expect(await secret()).toBe(configured);
    expect(await database.db.selectFrom('service_secrets').selectAll().execute()).toEqual([]);
  });
});
