import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a value this module encrypted; the version lets a later format sit beside it. */
const encryptedPrefix = 'aes-256-gcm:v1:';
const ivBytes = 12;

/** Thrown when a stored key cannot be decrypted: another secret, or the value was altered. */
export class KeyDecryptionError extends Error {}

export interface KeyCipher {
  encrypt(plaintext: string): string;
  decrypt(stored: string): string;
  isEncrypted(stored: string): boolean;
}

/**
 * Encrypts keys at rest (auth's private signing keys, content's audio URL secret) with AES-256-GCM under
 * a key derived from KEY_ENCRYPTION_SECRET, so a copy of a database (a backup, a leaked file) does not
 * hand them out; GCM's tag refuses an altered value.
 */
export function createKeyCipher(secret: string): KeyCipher {
  // The derivation label predates the audio secret; changing it would make every stored key unreadable.
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'steady signing keys at rest', 32));
  const isEncrypted = (stored: string) => stored.startsWith(encryptedPrefix);
  return {
    isEncrypted,
    encrypt(plaintext) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return `${encryptedPrefix}${parts.join(':')}`;
    },
    decrypt(stored) {
      if (!isEncrypted(stored)) throw new KeyDecryptionError('The key is not stored encrypted');
      const [iv = '', tag = '', ciphertext = ''] = stored.slice(encryptedPrefix.length).split(':');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch (error) {
        throw new KeyDecryptionError(
          'A stored key could not be decrypted: KEY_ENCRYPTION_SECRET is not the secret it was encrypted with',
          { cause: error },
        );
      }
    },
  };
}
