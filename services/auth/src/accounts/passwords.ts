import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Compares against `storedHash`, or against a throwaway hash when there is none (unknown email, or a
   * Google-only account), so every wrong login takes the same time and does not reveal which emails exist.
   */
  matches(password: string, storedHash: string | null): Promise<boolean>;
}

/**
 * bcrypt reads only the first 72 bytes (36 Cyrillic letters), so a long passphrase is first reduced to a
 * fixed-length digest: every character counts, and base64 has no NUL bytes to cut the input short.
 */
const digestOf = (password: string) => createHash('sha256').update(password, 'utf8').digest('base64');

export function createPasswordHasher(rounds: number): PasswordHasher {
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => bcrypt.hash(digestOf(password), rounds),
    async matches(password, storedHash) {
      dummyHash ??= bcrypt.hash(digestOf('not a real password'), rounds);
      const hash = storedHash ?? (await dummyHash);
      const matched = await bcrypt.compare(digestOf(password), hash);
      return storedHash !== null && matched;
    },
  };
}
