import { createHash, randomBytes } from 'node:crypto';

/** A token for a mailed link: 32 random bytes (43 base64url characters); only its hash is stored. */
export function createMailedToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashMailedToken(token) };
}

export const hashMailedToken = (token: string) => createHash('sha256').update(token).digest('hex');
