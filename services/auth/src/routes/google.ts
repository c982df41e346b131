import type { Express } from 'express';
import passport from 'passport';
import { authCallbackQuery } from '@steady/contracts';
import { notConfigured } from '@steady/service-common';
import type { AuthContext } from '../handlers/context';
import { GoogleSignInRefused, signInWithGoogle } from '../handlers/google-accounts';
import { createGoogleStrategy } from '../google/google-strategy';
import { startSession } from '../handlers/sessions';
import type { UserRow } from '../repository/users';
import type { AuthSettings } from '../settings';
import { setRefreshCookie } from './refresh-cookie';

export const googleNotConfiguredMessage =
  'Google sign-in is not set up on this server. Please log in with your email and password.';

/** `/api/auth/google`: the redirect to Google, and its callback that signs the user in or sends them back to /login. */
export function registerGoogleRoutes(app: Express, context: AuthContext, settings: AuthSettings): void {
  const google = settings.google;
  if (google === null) {
    app.get(['/api/auth/google', '/api/auth/google/callback'], () => {
      throw notConfigured(googleNotConfiguredMessage, { reason: 'google_sign_in_not_configured' });
    });
    return;
  }

  // passport-oauth2 takes the callback URL per request; its types do not list the option.
  const authenticateOptions = () => {
    const options: passport.AuthenticateOptions & { callbackURL: string } = {
      session: false,
      callbackURL: `${settings.publicUrl}/api/auth/google/callback`,
    };
    return options;
  };
  const appUrl = (path: string) => `${settings.publicUrl}${path}`;

  const authenticator = new passport.Passport();
  authenticator.use(
    createGoogleStrategy(google, (identity, done) => {
      signInWithGoogle(context, identity).then(
        (result) => done(null, result),
        (error: unknown) => (error instanceof GoogleSignInRefused ? done(null, false) : done(error)),
      );
    }),
  );

  app.get('/api/auth/google', (request, response, next) => {
    authenticator.authenticate('google', authenticateOptions())(request, response, next);
  });

  app.get('/api/auth/google/callback', (request, response, next) => {
    const callback = (error: unknown, result: { user: UserRow; created: boolean } | false) => {
      if (error || !result) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return response.redirect(appUrl('/login?error=auth_failed'));
      }
      startSession(context, result.user).then((session) => {
        setRefreshCookie(request, response, session);
        const query = new URLSearchParams({ [authCallbackQuery.token]: session.token });
        if (result.created) query.set(authCallbackQuery.created, '1');
        response.redirect(appUrl(`/auth/callback?${query}`));
      }, next);
    };
    authenticator.authenticate('google', authenticateOptions(), callback)(request, response, next);
  });
}
