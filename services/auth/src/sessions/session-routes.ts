import type { Express } from 'express';
import type { RefreshResponse, SessionStatus } from '@steady/contracts';
import { requireUser } from '@steady/service-common';
import type { AuthContext } from '../context';
import { endAllSessions, endSession, activeSessionOwner, refreshSession } from './sessions';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { signedInUserId } from '../http/signed-in-user';

/** Renewing, ending and checking sign-in sessions (issue 14). */
export function registerSessionRoutes(app: Express, context: AuthContext): void {
  app.post('/api/auth/refresh', async (request, response) => {
    try {
      const session = await refreshSession(context, readRefreshCookie(request));
      setRefreshCookie(request, response, session);
      const body: RefreshResponse = { token: session.token };
      response.json(body);
    } catch (error) {
      clearRefreshCookie(response);
      throw error;
    }
  });

  // Works with whatever the browser still holds (an expired access token carries no trusted session id,
  // but the refresh cookie does), and always answers 204: logging out twice is not an error.
  app.post('/api/auth/logout', async (request, response) => {
    let sessionId: string | undefined;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer)
      sessionId = await context.tokens.verify(bearer).then(
        (user) => user.sessionId,
        () => undefined,
      );
    await endSession(context, { refreshToken: readRefreshCookie(request), sessionId });
    clearRefreshCookie(response);
    response.status(204).end();
  });

  app.post('/api/auth/logout-everywhere', requireUser(context.tokens), async (_request, response) => {
    await endAllSessions(context, signedInUserId(response));
    clearRefreshCookie(response);
    response.status(204).end();
  });

  // Service to service (the gateway never proxies /internal): content and billing ask whether a token's
  // session still stands, and whose it is.
  app.get('/internal/sessions/:sessionId', async (request, response) => {
    const owner = await activeSessionOwner(context.store.sessions, context.now, request.params.sessionId);
    const status: SessionStatus = { active: owner !== null, userId: owner };
    response.json(status);
  });
}
