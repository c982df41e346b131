import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { internalRequestHeaders } from './internal-credential';
import { createInstanceClient, type InstanceUrls } from './instances/instance-client';
import {
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { sessionStatusSchema } from '@steady/contracts';
import { serviceUnavailable, unauthorized } from './errors';

/** Claims every Steady token carries; the auth service signs with them and every service checks them. */
export const tokenIssuer = 'steady-auth';
export const tokenAudience = 'steady';
const tokenAlgorithms = ['EdDSA', 'ES256'];

export interface AuthenticatedUser {
  id: string;
  email: string;
  /** The sign-in session the token belongs to; logging out revokes it, and its tokens with it. */
  sessionId: string;
}

declare global {
  // Express's own extension point for typed `res.locals`.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      user?: AuthenticatedUser;
    }
  }
}

/** The token was checked and is not acceptable (bad signature, expired, no expiry, revoked, wrong claims). */
export class InvalidTokenError extends Error {}

/** The token could not be checked: the auth service's keys or its session status could not be fetched. */
class KeysUnavailableError extends Error {}

export interface TokenVerifier {
  verify(token: string): Promise<AuthenticatedUser>;
}

/**
 * Whose session this is while its tokens are still good: the user's id, or null once it is revoked (logout)
 * or has run out, and for a session that never existed.
 */
export type SessionOwnerCheck = (sessionId: string) => Promise<string | null>;

// jose reports an unreachable or broken JWKS endpoint with these; anything else it throws is about the token.
const keyFetchErrorCodes = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/** Grace for clocks that differ between auth and the service checking its token. */
const clockToleranceSeconds = 60;

/** Verifies the signature and the standard claims; anything wrong with the token is an InvalidTokenError. */
async function verifiedClaims(token: string, keys: JWTVerifyGetKey): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: tokenIssuer,
      audience: tokenAudience,
      algorithms: tokenAlgorithms,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    return payload;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof errors.JOSEError && !keyFetchErrorCodes.has(error.code)) {
      throw new InvalidTokenError(error.message, { cause: error });
    }
    throw new KeysUnavailableError('Could not fetch the token signing keys', { cause: error });
  }
}

/**
 * The one check of a Steady access token, used by every service: signature by a published key, issuer,
 * audience, a required expiry no further off than auth issues tokens for (a token without `exp`, or with
 * one years ahead, would be good for as long), and a session that has not been revoked and belongs to the
 * token's user. The auth service passes its own key store and sessions table; the others ask auth.
 */
export function createTokenVerifier(options: {
  keys: JWTVerifyGetKey;
  activeSessionOwner: SessionOwnerCheck;
  /** AUTH_TOKEN_LIFETIME_SECONDS: how long auth's tokens live. */
  tokenLifetimeSeconds: number;
}): TokenVerifier {
  const longestLifetime = options.tokenLifetimeSeconds + clockToleranceSeconds;
  return {
    async verify(token) {
      const { sub, email, sid, iat, exp } = await verifiedClaims(token, options.keys);
      if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string') {
        throw new InvalidTokenError('Token lacks sub, email or sid');
      }
      const now = Math.floor(Date.now() / 1000);
      if (
        iat === undefined ||
        exp === undefined ||
        exp - iat > longestLifetime ||
        exp - now > longestLifetime
      ) {
        throw new InvalidTokenError('Token lives longer than auth issues tokens for');
      }
      let owner: string | null;
      try {
        owner = await options.activeSessionOwner(sid);
      } catch (error) {
        throw new KeysUnavailableError('Could not check the session', { cause: error });
      }
      if (owner === null) throw new InvalidTokenError('The session has ended');
      if (owner !== sub) throw new InvalidTokenError("The session is another user's");
      return { id: sub, email, sessionId: sid };
    },
  };
}

/** How long another service trusts "this session is active" before asking auth again; revocations stick. */
const defaultSessionCacheMs = 5000;
const sessionCacheLimit = 10_000;

/**
 * Asks auth's `GET /internal/sessions/:id`. An active session's owner is kept for `cacheMs` (so a logout
 * reaches every service within that time); an ended one for good, since a session never comes back.
 */
function createSessionStatusClient(options: {
  /** Auth's instances (internal base URLs). */
  authInternalUrls: InstanceUrls;
  /** INTERNAL_TOKEN: auth's /internal API answers only callers that carry it. */
  internalToken: string;
  timeoutMs?: number;
  cacheMs?: number;
}): SessionOwnerCheck {
  const auth = createInstanceClient(options.authInternalUrls);
  const cacheMs = options.cacheMs ?? defaultSessionCacheMs;
  const known = new Map<string, { owner: string | null; checkedAt: number }>();
  return async (sessionId) => {
    const cached = known.get(sessionId);
    if (cached && (cached.owner === null || Date.now() - cached.checkedAt < cacheMs)) return cached.owner;
    const response = await auth.fetch(`/internal/sessions/${encodeURIComponent(sessionId)}`, {
      headers: internalRequestHeaders(options.internalToken),
      timeoutMs: options.timeoutMs ?? 2000,
    });
    if (!response.ok) throw new Error(`Session status answered ${response.status}`);
    const { active, userId } = sessionStatusSchema.parse(await response.json());
    const owner = active ? userId : null;
    if (known.size >= sessionCacheLimit) known.clear();
    known.set(sessionId, { owner, checkedAt: Date.now() });
    return owner;
  };
}

/** The verifier of content and billing: keys from auth's JWKS (cached by jose), sessions asked of auth. */
export function createRemoteTokenVerifier(options: {
  /** Auth's JWKS address on each of its instances; a key fetch goes on to the next when one is down. */
  jwksUrls: InstanceUrls;
  authInternalUrls: InstanceUrls;
  internalToken: string;
  /** AUTH_TOKEN_LIFETIME_SECONDS, the same as auth's. */
  tokenLifetimeSeconds: number;
  timeoutMs?: number;
  sessionCacheMs?: number;
}): TokenVerifier {
  const timeoutMs = options.timeoutMs ?? 2000;
  const jwksUrls = typeof options.jwksUrls === 'string' ? [options.jwksUrls] : options.jwksUrls;
  // Each instance's base is its whole JWKS address, so the path asked of it is empty.
  const jwksInstances = createInstanceClient(jwksUrls);
  return createTokenVerifier({
    keys: createRemoteJWKSet(new URL(jwksUrls[0] ?? ''), {
      timeoutDuration: timeoutMs,
      [customFetch]: (_url, { headers, method, redirect }) =>
        jwksInstances.fetch('', { headers, method, redirect, timeoutMs }),
    }),
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    activeSessionOwner: createSessionStatusClient({
      authInternalUrls: options.authInternalUrls,
      internalToken: options.internalToken,
      timeoutMs,
      ...(options.sessionCacheMs === undefined ? {} : { cacheMs: options.sessionCacheMs }),
    }),
  });
}

function bearerTokenOf(request: Request): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Puts the signed-in user on `res.locals.user`, or answers 401 (503 when the keys cannot be fetched). */
export function requireUser(verifier: TokenVerifier): RequestHandler {
  return async (request: Request, response: Response, next: NextFunction) => {
    const token = bearerTokenOf(request);
    if (token === undefined) throw unauthorized();
    try {
      response.locals.user = await verifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError)
        throw unauthorized('Invalid or expired token', { reason: 'session_expired' });
      request.log.error({ err: error }, 'Token keys unavailable');
      throw serviceUnavailable('Sign-in cannot be checked right now. Please try again in a moment.', {
        reason: 'sign_in_check_unavailable',
      });
    }
    next();
  };
}

/**
 * Like requireUser, but a request without a usable token goes on as a guest: a stale token should not lock a
 * visitor out of public pages (the shell clears it when the profile call answers 401).
 */
export function optionalUser(verifier: TokenVerifier): RequestHandler {
  return async (request: Request, response: Response, next: NextFunction) => {
    const token = bearerTokenOf(request);
    if (token !== undefined) {
      try {
        response.locals.user = await verifier.verify(token);
      } catch (error) {
        request.log.debug({ err: error }, 'Ignoring an unusable token on an optional route');
      }
    }
    next();
  };
}
