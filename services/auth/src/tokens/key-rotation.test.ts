import request from 'supertest';
import { decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { ConfigError, createKeyCipher } from '@steady/service-common';
import { testDialects } from '@steady/service-common/testing';
import { createPushRepository } from '../reminders/delivery/push-repository';
import { createSigningKeyRepository } from './signing-keys-repository';
import { createVapidKeyProvider, encryptPlaintextVapidKey } from '../reminders/delivery/vapid-keys';
import {
  createAuthTestApp,
  registerTestAccount,
  testSettings,
  type AuthTestApp,
} from '../testing/auth-test-app';
import { prepareStoredSigningKeys, rotateSigningKeys } from './key-maintenance';
import { signingKeyRefreshMs } from './signing-keys';

const cipher = createKeyCipher(testSettings.keyEncryptionSecret);

describe.each(testDialects())('signing keys at rest and their rotation on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeEach(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterEach(() => subject.database.dispose());

  const repository = () => createSigningKeyRepository(subject.database);
  const storedKeys = () =>
    subject.database.db.selectFrom('signing_keys').selectAll().orderBy('created_at').execute();
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;
  const publishedKids = async () =>
    ((await request(subject.app).get('/api/auth/jwks.json')).body as { keys: { kid: string }[] }).keys
      .map((key) => key.kid)
      .sort();
  const profileStatus = async (authorization: string) =>
    (await request(subject.app).get('/api/auth/profile').set('Authorization', authorization)).status;

  it('stores the private key encrypted: the database holds no private part in plain text', async () => {
    await registerTestAccount(subject.app);
    const [row] = await storedKeys();
    expect(row?.private_jwk).toMatch(/^aes-256-gcm:v1:/);
    expect(row?.private_jwk).not.toContain('"d"');
    expect(JSON.parse(cipher.decrypt(row?.private_jwk ?? ''))).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
  });

  it('encrypts a key an older version stored in plain text, which goes on signing and verifying', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const plaintextJwk = JSON.stringify(await exportJWK(privateKey));
    await repository().insert({
      kid: 'stored-before-encryption',
      algorithm: 'EdDSA',
      public_jwk: JSON.stringify(await exportJWK(publicKey)),
      private_jwk: plaintextJwk,
      created_at: '2026-01-01T00:00:00.000Z',
      verifies_until: null,
    });

    expect(await prepareStoredSigningKeys(repository(), cipher)).toEqual(['stored-before-encryption']);
    const [row] = await storedKeys();
    expect(row?.private_jwk).toMatch(/^aes-256-gcm:v1:/);
    expect(cipher.decrypt(row?.private_jwk ?? '')).toBe(plaintextJwk);
    expect(await prepareStoredSigningKeys(repository(), cipher)).toEqual([]);

    const account = await registerTestAccount(subject.app);
    expect(kidOf(account.token)).toBe('stored-before-encryption');
    expect(await profileStatus(account.authorization)).toBe(200);
  });

  it('refuses to start with a secret that does not decrypt the stored keys, naming KEY_ENCRYPTION_SECRET', async () => {
    await registerTestAccount(subject.app);
    const otherSecret = createKeyCipher('another secret of thirty-two characters or more');
    const refusal = prepareStoredSigningKeys(repository(), otherSecret);
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(prepareStoredSigningKeys(repository(), otherSecret)).rejects.toThrow(
      /KEY_ENCRYPTION_SECRET: does not decrypt the signing key .* stored in the database/,
    );
  });

  it('rotates: new tokens are signed with the new key, old ones verify until they have expired', async () => {
    const before = await registerTestAccount(subject.app);
    const oldKid = kidOf(before.token);

    const rotation = await rotateSigningKeys({
      repository: repository(),
      cipher,
      tokenLifetimeSeconds: testSettings.tokenLifetimeSeconds,
      now: subject.clock.now(),
    });
    expect(rotation.retired).toEqual([oldKid]);
    const lifetimeMs = testSettings.tokenLifetimeSeconds * 1000;
    expect(Date.parse(rotation.verifiesUntil) - subject.clock.now().getTime()).toBe(
      lifetimeMs + signingKeyRefreshMs,
    );

    // A running instance reads the new key within a minute.
    subject.clock.advance(signingKeyRefreshMs);
    const after = await registerTestAccount(subject.app);
    expect(kidOf(after.token)).toBe(rotation.kid);
    expect(await publishedKids()).toEqual([oldKid, rotation.kid].sort());
    expect(await profileStatus(before.authorization)).toBe(200);
    expect(await profileStatus(after.authorization)).toBe(200);

    // Past the lifetime of the last token the old key could sign, it is no longer published or trusted.
    subject.clock.advance(lifetimeMs);
    expect(await publishedKids()).toEqual([rotation.kid]);
    expect(await profileStatus(before.authorization)).toBe(401);
    expect(await profileStatus(after.authorization)).toBe(200);

    const next = await rotateSigningKeys({
      repository: repository(),
      cipher,
      tokenLifetimeSeconds: testSettings.tokenLifetimeSeconds,
      now: subject.clock.now(),
    });
    expect(next).toMatchObject({ retired: [rotation.kid], deleted: [oldKid] });
    expect((await storedKeys()).map((row) => row.kid).sort()).toEqual([rotation.kid, next.kid].sort());
  });

  it('keeps the VAPID private key encrypted too, and encrypts one an older version stored in plain text', async () => {
    const push = createPushRepository(subject.database);
    const vapidKeys = () =>
      createVapidKeyProvider({ push, configured: null, cipher, now: subject.clock.now })();
    const generated = await vapidKeys();
    const stored = await push.findVapidKeys();
    expect(stored?.publicKey).toBe(generated.publicKey);
    expect(stored?.privateKey).toMatch(/^aes-256-gcm:v1:/);
    expect(stored?.privateKey).not.toContain(generated.privateKey);
    expect(await vapidKeys()).toEqual(generated);

    await push.updateVapidPrivateKey(generated.privateKey);
    expect(await encryptPlaintextVapidKey(push, cipher)).toBe(true);
    expect((await push.findVapidKeys())?.privateKey).toMatch(/^aes-256-gcm:v1:/);
    expect(await vapidKeys()).toEqual(generated);
    expect(await encryptPlaintextVapidKey(push, cipher)).toBe(false);
  });
});
