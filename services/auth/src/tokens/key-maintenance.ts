import { ConfigError, KeyDecryptionError, type KeyCipher } from '@steady/service-common';
import type { SigningKeyRepository } from './signing-keys-repository';
import { generateKeyRow, signingKeyRefreshMs } from './signing-keys';

/**
 * Run at every start of the auth service and by `npm run rotate-keys`: encrypts private keys an older
 * version stored in plain text, and refuses to go on when the configured secret does not decrypt the
 * stored keys (a service that started anyway could not sign a single token). Returns the kids it encrypted.
 */
export async function prepareStoredSigningKeys(
  repository: SigningKeyRepository,
  cipher: KeyCipher,
): Promise<string[]> {
  const rows = await repository.listOldestFirst();
  for (const row of rows.filter((candidate) => cipher.isEncrypted(candidate.private_jwk))) {
    try {
      cipher.decrypt(row.private_jwk);
    } catch (error) {
      if (!(error instanceof KeyDecryptionError)) throw error;
      throw new ConfigError([
        `KEY_ENCRYPTION_SECRET: does not decrypt the signing key ${row.kid} stored in the database; set the secret the keys were encrypted with`,
      ]);
    }
  }
  const plaintext = rows.filter((row) => !cipher.isEncrypted(row.private_jwk));
  for (const row of plaintext) {
    // Parsed first: only a real key is re-stored, never a value we do not understand.
    const jwk: unknown = JSON.parse(row.private_jwk);
    await repository.updatePrivateJwk(row.kid, cipher.encrypt(JSON.stringify(jwk)));
  }
  return plaintext.map((row) => row.kid);
}

interface RotationResult {
  /** The key that signs from now on (on every instance within a minute). */
  kid: string;
  /** Keys that stop signing but keep verifying until `verifiesUntil`. */
  retired: string[];
  verifiesUntil: string;
  /** Keys retired by an earlier rotation whose tokens have all expired, now deleted. */
  deleted: string[];
}

/**
 * Adds a new signing key and retires the current one. A retired key keeps verifying for as long as a
 * token it signed can live: the token lifetime, plus the time an instance may go on signing with it
 * before it reads the new key.
 */
export async function rotateSigningKeys(options: {
  repository: SigningKeyRepository;
  cipher: KeyCipher;
  tokenLifetimeSeconds: number;
  now?: Date;
}): Promise<RotationResult> {
  const { repository, cipher, tokenLifetimeSeconds, now = new Date() } = options;
  const deleted = await repository.deleteRetiredBy(now.toISOString());
  const key = await generateKeyRow(cipher, now);
  const verifiesUntil = new Date(
    now.getTime() + tokenLifetimeSeconds * 1000 + signingKeyRefreshMs,
  ).toISOString();
  const retired = await repository.rotate(key, verifiesUntil);
  return { kid: key.kid, retired, verifiesUntil, deleted };
}
