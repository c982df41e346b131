import { createHash, randomBytes } from 'node:crypto';

/** How long a notification's buttons keep working: a day-old reminder is answered by the next one. */
export const nudgeTokenLifetimeMs = 24 * 60 * 60 * 1000;

/** Only the hash is stored: the database alone cannot answer anyone's notifications. */
export const hashNudgeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token (256 random bits, base64url: 43 characters) and its hash. */
export function newNudgeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashNudgeToken(token) };
}
