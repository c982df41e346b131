// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/**
 * Sessions (issue 14): a short-lived access token (localStorage `token`, sent as a bearer) and a refresh
 * token in an HttpOnly cookie scoped to /api/auth. `POST /api/auth/refresh` rotates the refresh token
 * and answers a fresh access token; logout revokes the session everywhere it is checked.
 */
export const sessionPaths = {
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  logoutEverywhere: '/auth/logout-everywhere',
} as const;

/** The HttpOnly cookie that carries the refresh token; only `/api/auth` ever sees it. */
export const refreshCookie = { name: 'steady_refresh', path: '/api/auth' } as const;

/** `POST /api/auth/refresh` → 200 */
export const refreshResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/**
 * `GET /internal/sessions/:sessionId` (service to service): whether tokens of that session are still good,
 * and whose session it is (a token naming another user is refused); `userId` is null when it is not active.
 */
export const sessionStatusSchema = z.object({ active: z.boolean(), userId: z.nullable(z.string()) });
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** A path inside this app (not `//host` or a URL), the only kind of place a sign-in may return to. */
export function isSafeReturnPath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])\S*$/.test(path) && !/\p{Cc}/u.test(path);
}

/**
 * Router state handed to /login and /register: where to come back to, and why the user is there.
 * `intent` names the action a gate stopped (a like), done for the user once they are back.
 */
export interface ReturnState {
  from?: unknown;
  sessionEnded?: boolean;
  intent?: ReturnIntent;
}

const returnIntentSchema = z.object({ kind: z.literal('like'), techniqueId: z.string() });
export type ReturnIntent = z.infer<typeof returnIntentSchema>;

/**
 * A stopped action and the page it belongs to, kept in the tab's sessionStorage while a sign-in leaves
 * the app (Google's round trip).
 */
export const keptReturnIntentSchema = z.object({ returnTo: z.string(), intent: returnIntentSchema });
