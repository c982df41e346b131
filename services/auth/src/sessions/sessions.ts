import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { unauthorized, type AuthenticatedUser } from '@steady/service-common';
import type { SessionRepository } from './sessions-repository';
import { authMessages } from '../accounts/auth-messages';
import type { AuthContext } from '../context';

/** What a sign-in or a refresh hands the browser: an access token, and the refresh token for its cookie. */
export interface IssuedSession {
  token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');
const sessionEnded = () => unauthorized(authMessages.sessionEnded, { reason: 'session_expired' });

/** The check behind every token: the session's user while it exists, is not revoked and has not run out. */
export async function activeSessionOwner(
  sessions: SessionRepository,
  now: () => Date,
  sessionId: string,
): Promise<string | null> {
  const session = await sessions.findById(sessionId);
  const active = !!session && session.revoked_at === null && session.expires_at > now().toISOString();
  return active ? session.user_id : null;
}

/** A new session for a user who just proved who they are (password, Google, registration). */
export async function startSession(
  context: AuthContext,
  user: Pick<AuthenticatedUser, 'id' | 'email'>,
): Promise<IssuedSession> {
  const now = context.now();
  const refreshToken = newRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + context.refreshLifetimeSeconds * 1000);
  const sessionId = randomUUID();
  await context.store.sessions.insert({
    id: sessionId,
    user_id: user.id,
    refresh_token_hash: hashOf(refreshToken),
    created_at: now.toISOString(),
    expires_at: refreshExpiresAt.toISOString(),
    revoked_at: null,
  });
  return { token: await context.tokens.sign({ ...user, sessionId }), refreshToken, refreshExpiresAt };
}

/**
 * Renews a session: a fresh access token and a new refresh token, the used one refused from now on. The
 * session's end moves forward too (sliding), so a user who keeps using the app stays signed in.
 */
export async function refreshSession(
  context: AuthContext,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken) throw sessionEnded();
  const currentHash = hashOf(refreshToken);
  const session = await context.store.sessions.findByRefreshTokenHash(currentHash);
  const now = context.now();
  if (!session || session.revoked_at !== null || session.expires_at <= now.toISOString())
    throw sessionEnded();
  const user = await context.store.users.findById(session.user_id);
  if (!user) throw sessionEnded();
  const nextToken = newRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + context.refreshLifetimeSeconds * 1000);
  const rotated = await context.store.sessions.rotate(session.id, currentHash, {
    hash: hashOf(nextToken),
    expiresAt: refreshExpiresAt.toISOString(),
  });
  if (!rotated) throw sessionEnded();
  return {
    token: await context.tokens.sign({ id: user.id, email: user.email, sessionId: session.id }),
    refreshToken: nextToken,
    refreshExpiresAt,
  };
}

/** Logout: ends the session of the refresh cookie and of the access token, whichever the browser still has. */
export async function endSession(
  context: AuthContext,
  ended: { refreshToken: string | undefined; sessionId: string | undefined },
): Promise<void> {
  const at = context.now().toISOString();
  if (ended.sessionId) await context.store.sessions.revoke(ended.sessionId, at);
  if (ended.refreshToken) {
    const session = await context.store.sessions.findByRefreshTokenHash(hashOf(ended.refreshToken));
    if (session) await context.store.sessions.revoke(session.id, at);
  }
}

/** "Sign out everywhere": every session of the user ends, on every device. */
export async function endAllSessions(context: AuthContext, userId: string): Promise<void> {
  await context.store.sessions.revokeAllOfUser(userId, context.now().toISOString());
}
