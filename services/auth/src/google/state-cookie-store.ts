import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { StateStore } from 'passport-oauth2';

export const stateCookieName = 'steady_oauth_state';
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
 * that started the sign-in (no login CSRF) and works on any instance of the service.
 */
export function createStateCookieStore(): StateStore {
  return {
    store(request: Request, _meta: unknown, callback: (error: Error | null, state: string) => void) {
      const state = randomBytes(24).toString('base64url');
      responseOf(request).cookie(stateCookieName, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.secure,
        path: cookiePath,
        maxAge: stateLifetimeMs,
      });
      callback(null, state);
    },
    verify(
      request: Request,
      providedState: string,
      _meta: unknown,
      callback: (error: Error | null, ok: boolean, state: unknown) => void,
    ) {
      const expected = readCookie(request, stateCookieName);
      responseOf(request).clearCookie(stateCookieName, { path: cookiePath });
      const ok =
        typeof providedState === 'string' && expected !== undefined && sameText(providedState, expected);
      callback(null, ok, ok ? undefined : { message: 'The sign-in state did not match' });
    },
  } as StateStore;
}
