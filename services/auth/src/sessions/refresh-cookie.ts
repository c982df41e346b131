import type { Request, Response } from 'express';
import { refreshCookie } from '@steady/contracts';
import type { IssuedSession } from './sessions';
import { readCookie } from '../google/state-cookie-store';

/**
 * The refresh token lives in an HttpOnly cookie, so page scripts (and anything injected into them) never
 * read it; SameSite=Strict keeps other sites from making the browser send it, and the path keeps it
 * away from every route but /api/auth.
 */
export function setRefreshCookie(request: Request, response: Response, session: IssuedSession): void {
  response.cookie(refreshCookie.name, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.secure,
    path: refreshCookie.path,
    expires: session.refreshExpiresAt,
  });
}

export const readRefreshCookie = (request: Request) => readCookie(request, refreshCookie.name);

export function clearRefreshCookie(response: Response): void {
  response.clearCookie(refreshCookie.name, { path: refreshCookie.path });
}
