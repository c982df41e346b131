import { chmodSync, copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { keyEncryptionSecretFileName } from '../secrets/key-encryption-secret';

const secretFileMode = 0o600;

function copyOwnerOnly(source: string, destination: string): void {
  mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  copyFileSync(source, destination);
  chmodSync(destination, secretFileMode);
}

/**
 * Copies the key encryption secret generated outside production (DATA_DIR/auth-key-encryption.secret)
 * into a backup folder, owner-only: without it the keys in the backed-up databases cannot be decrypted.
 * False when there is no such file (KEY_ENCRYPTION_SECRET is set, or nothing was generated yet).
 */
export function backupKeyEncryptionSecret(dataDirectory: string, folder: string): boolean {
  const source = path.join(dataDirectory, keyEncryptionSecretFileName);
  if (!existsSync(source)) return false;
  copyOwnerOnly(source, path.join(folder, keyEncryptionSecretFileName));
  return true;
}

/**
 * Puts a backed-up key encryption secret back in DATA_DIR, owner-only, in place of the one there: the
 * restored databases' keys are encrypted under the backed-up one. False when the backup has none.
 */
export function restoreKeyEncryptionSecret(folder: string, dataDirectory: string): boolean {
  const backup = path.join(folder, keyEncryptionSecretFileName);
  if (!existsSync(backup)) return false;
  copyOwnerOnly(backup, path.join(dataDirectory, keyEncryptionSecretFileName));
  return true;
}
