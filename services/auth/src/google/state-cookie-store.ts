import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { StateStore } from 'passport-oauth2';
import { googleSignInQuery, isSafeReturnPath } from '@steady/contracts';

export const stateCookieName = 'steady_oauth_state';
/** What the reader asked for when starting the sign-in, kept beside the state for the callback. */
const intentCookieName = 'steady_oauth_intent';

/** Where to return after the sign-in, and whether the terms consent was ticked before it started. */
export interface GoogleSignInIntent {
  returnTo: string | null;
  acceptedTerms: boolean;
}

function intentOf(query: Request['query']): GoogleSignInIntent {
  const returnTo = query[googleSignInQuery.returnTo];
  return {
    returnTo: isSafeReturnPath(returnTo) ? returnTo : null,
    acceptedTerms: query[googleSignInQuery.acceptedTerms] === '1',
  };
}

/** The intent cookie as the browser brought it back; anything unreadable counts as no intent. */
function storedIntent(request: Request): GoogleSignInIntent {
  try {
    const parsed: unknown = JSON.parse(readCookie(request, intentCookieName) ?? '{}');
    const fields = (parsed ?? {}) as Record<string, unknown>;
    return {
      returnTo: isSafeReturnPath(fields.returnTo) ? fields.returnTo : null,
      acceptedTerms: fields.acceptedTerms === true,
    };
  } catch {
    return { returnTo: null, acceptedTerms: false };
  }
}
/** Long enough to sign in at the provider, short enough that a leaked state soon stops working. */
const stateLifetimeMs = 10 * 60 * 1000;
const cookiePath = '/api/auth/google';

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const sameText = (first: string, second: string) =>
  first.length === second.length && timingSafeEqual(Buffer.from(first), Buffer.from(second));

/** passport-oauth2 hands the store the request only; Express hangs the response on it. */
const responseOf = (request: Request) => request.res as Response;

/**
 * passport-oauth2's `state` check without sessions: a random state goes to Google and, in an HttpOnly
 * cookie, to this browser; the callback must bring both back equal. That ties the callback to the browser
 * that started the sign-in (no login CSRF) and works on any instance of the service. The reader's intent
 * (return path, terms consent) travels the same way and reaches the callback as passport's `info.state`.
 */
export function createStateCookieStore(): StateStore {
  return {
    store(request: Request, _meta: unknown, callback: (error: Error | null, state: string) => void) {
      const state = randomBytes(24).toString('base64url');
      const cookieOptions = {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.secure,
        path: cookiePath,
        maxAge: stateLifetimeMs,
      } as const;
      responseOf(request).cookie(stateCookieName, state, cookieOptions);
      responseOf(request).cookie(intentCookieName, JSON.stringify(intentOf(request.query)), cookieOptions);
      callback(null, state);
    },
    verify(
      request: Request,
      providedState: string,
      _meta: unknown,
      callback: (error: Error | null, ok: boolean, state: unknown) => void,
    ) {
      const expected = readCookie(request, stateCookieName);
      const intent = storedIntent(request);
      responseOf(request).clearCookie(stateCookieName, { path: cookiePath });
      responseOf(request).clearCookie(intentCookieName, { path: cookiePath });
      const ok =
        typeof providedState === 'string' && expected !== undefined && sameText(providedState, expected);
      callback(null, ok, ok ? intent : { message: 'The sign-in state did not match' });
    },
  } as StateStore;
}
