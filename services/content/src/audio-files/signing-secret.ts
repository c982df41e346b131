import { randomBytes } from 'node:crypto';
import { ConfigError, KeyDecryptionError, type KeyCipher } from '@steady/service-common';
import type { ServiceSecretRepository } from './service-secrets-repository';

const storedSecretName = 'audio-url-signing';

/**
 * The key premium audio addresses are signed with: the configured one, or else one generated once and
 * kept in the content database encrypted (KEY_ENCRYPTION_SECRET), so restarts and every instance sign
 * and check alike while a copy of the database alone cannot forge addresses. Read once and remembered;
 * a failed read (database briefly down) is retried on the next request.
 */
export function createAudioSigningSecret(options: {
  configured: string | undefined;
  secrets: ServiceSecretRepository;
  cipher: KeyCipher;
  now?: () => Date;
}): () => Promise<string> {
  const { configured, secrets, cipher, now = () => new Date() } = options;
  if (configured !== undefined) return () => Promise.resolve(configured);
  let secret: Promise<string> | null = null;
  return () =>
    (secret ??= secrets
      .findOrStore(storedSecretName, cipher.encrypt(randomBytes(32).toString('base64url')), now())
      .then((stored) => cipher.decrypt(stored))
      .catch((error: unknown) => {
        secret = null;
        throw error;
      }));
}

/**
 * Run at every start of the content service, before it answers: encrypts the secret an older version
 * stored in plain text, keeping its value so addresses already handed out keep playing, and refuses to
 * start when KEY_ENCRYPTION_SECRET does not decrypt the stored one. True when it encrypted it.
 */
export async function encryptStoredAudioSigningSecret(
  secrets: ServiceSecretRepository,
  cipher: KeyCipher,
): Promise<boolean> {
  const stored = await secrets.find(storedSecretName);
  if (stored === undefined) return false;
  if (!cipher.isEncrypted(stored)) {
    return secrets.replace(storedSecretName, stored, cipher.encrypt(stored));
  }
  try {
    cipher.decrypt(stored);
    return false;
  } catch (error) {
    if (!(error instanceof KeyDecryptionError)) throw error;
    throw new ConfigError([
      'KEY_ENCRYPTION_SECRET: does not decrypt the audio signing secret stored in the content database; set the secret it was encrypted with',
    ]);
  }
}
