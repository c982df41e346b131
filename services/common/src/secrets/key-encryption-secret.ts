import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError } from '../environment';

/**
 * The file that keeps a generated secret outside production, beside the SQLite data. Auth created it
 * first, hence the name; content reads the same file, so both services encrypt under one secret.
 */
export const keyEncryptionSecretFileName = 'auth-key-encryption.secret';

const minimumSecretLength = 32;

/**
 * The secret the keys kept in the databases are encrypted with (auth's token signing and VAPID keys,
 * content's audio URL signing secret). Production must set KEY_ENCRYPTION_SECRET (kept apart
 * from the database, so a copy of the database alone does not give the keys away). Elsewhere a secret is
 * generated once and kept owner-only (0600) in `DATA_DIR`, so `npm start` needs no setup.
 */
export function loadKeyEncryptionSecret(dataDirectory: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.KEY_ENCRYPTION_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < minimumSecretLength) {
      throw new ConfigError([
        `KEY_ENCRYPTION_SECRET: must be at least ${minimumSecretLength} characters (e.g. openssl rand -hex 32)`,
      ]);
    }
    return configured;
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError([
      'KEY_ENCRYPTION_SECRET: is required with NODE_ENV=production; it encrypts the signing keys kept in the auth and content databases (e.g. openssl rand -hex 32; keep it outside the database and its backups)',
    ]);
  }
  const file = path.join(dataDirectory, keyEncryptionSecretFileName);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDirectory, { recursive: true, mode: 0o700 });
  const generated = randomBytes(32).toString('hex');
  // Written whole under a name of its own, then linked into place: auth and content start together under
  // `npm start`, and of two processes one links its secret and the other reads it complete, never half
  // written (link fails with EEXIST when the name is taken).
  const written = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(written, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(written, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  } finally {
    unlinkSync(written);
  }
}
