import type { Express } from 'express';
import passport from 'passport';
import { authCallbackQuery, googleTermsQuery } from '@steady/contracts';
import { notConfigured } from '@steady/service-common';
import type { AuthContext } from '../context';
import {
  GoogleSignInRefused,
  GoogleTermsRequired,
  signInWithGoogle,
  type GoogleIdentity,
} from './google-accounts';
import { createGoogleStrategy } from './google-strategy';
import type { GoogleSignInIntent } from './state-cookie-store';
import { startSession } from '../sessions/sessions';
import type { AuthSettings } from '../settings';
import { setRefreshCookie } from '../sessions/refresh-cookie';

const googleNotConfiguredMessage =
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
  // The account is found or created in the callback below, which also knows the reader's intent.
  authenticator.use(createGoogleStrategy(google, (identity, done) => done(null, identity)));

  /** The query that carries the return path on to the app's page, when there is one. */
  const withReturnTo = (query: URLSearchParams, intent: GoogleSignInIntent) => {
    if (intent.returnTo !== null) query.set(authCallbackQuery.returnTo, intent.returnTo);
    return query;
  };

  app.get('/api/auth/google', (request, response, next) => {
    authenticator.authenticate('google', authenticateOptions())(request, response, next);
  });

  app.get('/api/auth/google/callback', (request, response, next) => {
    const failed = (error: unknown) => {
      request.log.warn({ err: error }, 'Google sign-in failed');
      response.redirect(appUrl('/login?error=auth_failed'));
    };
    const callback = (
      error: unknown,
      identity: GoogleIdentity | false,
      info: { state?: GoogleSignInIntent } | undefined,
    ) => {
      const intent = info?.state;
      if (error || !identity || !intent) return failed(error);
      signInWithGoogle(context, identity, intent)
        .then(async (result) => {
          const session = await startSession(context, result.user);
          setRefreshCookie(request, response, session);
          const query = new URLSearchParams({ [authCallbackQuery.token]: session.token });
          if (result.created) query.set(authCallbackQuery.created, '1');
          response.redirect(appUrl(`/auth/callback?${withReturnTo(query, intent)}`));
        })
        .catch((refusal: unknown) => {
          if (refusal instanceof GoogleSignInRefused) return failed(refusal);
          if (!(refusal instanceof GoogleTermsRequired)) return next(refusal);
          const query = new URLSearchParams({ [googleTermsQuery.name]: googleTermsQuery.termsRequired });
          response.redirect(appUrl(`/register?${withReturnTo(query, intent)}`));
        });
    };
    authenticator.authenticate('google', authenticateOptions(), callback)(request, response, next);
  });
}
