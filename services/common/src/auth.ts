import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { serviceUnavailable, unauthorized } from './errors';

/** Claims every Steady token carries; the auth service signs with them and every service checks them. */
export const tokenIssuer = 'steady-auth';
export const tokenAudience = 'steady';
export const tokenAlgorithms = ['EdDSA', 'ES256'];

export interface AuthenticatedUser {
  id: string;
  email: string;
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

/** The token was checked and is not acceptable (bad signature, expired, wrong claims, malformed). */
export class InvalidTokenError extends Error {}

/** The token could not be checked because the auth service's keys could not be fetched. */
export class KeysUnavailableError extends Error {}

export interface TokenVerifier {
  verify(token: string): Promise<AuthenticatedUser>;
}

// jose reports an unreachable or broken JWKS endpoint with these; anything else it throws is about the token.
const keyFetchErrorCodes = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/** Verifies tokens against the auth service's JWKS, fetched on first use and cached by jose. */
export function createTokenVerifier(options: { jwksUrl: string; timeoutMs?: number }): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: options.timeoutMs ?? 2000 });
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: tokenIssuer,
          audience: tokenAudience,
          algorithms: tokenAlgorithms,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new InvalidTokenError('Token lacks sub or email');
        }
        return { id: payload.sub, email: payload.email };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof errors.JOSEError && !keyFetchErrorCodes.has(error.code)) {
          throw new InvalidTokenError(error.message, { cause: error });
        }
        throw new KeysUnavailableError('Could not fetch the token signing keys', { cause: error });
      }
    },
  };
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
