import type { Express, RequestHandler } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { loginRequestSchema, registerRequestSchema, type AuthProviders } from '@steady/contracts';
import { parseBody, requireUser, unauthorized, type RequestLimits } from '@steady/service-common';
import { getProfile, registerAccount, verifyCredentials } from './accounts';
import { authMessages } from './auth-messages';
import { startSession } from '../sessions/sessions';
import type { AuthContext } from '../context';
import type { UserRow } from './users-repository';
import type { AuthSettings } from '../settings';
import { createLoginRateLimits } from './login-rate-limits';
import { setRefreshCookie } from '../sessions/refresh-cookie';
import { signedInUserId } from '../http/signed-in-user';

/** `/api/auth/*` for email and password: register, login, profile, the public keys and the sign-in options. */
export function registerAuthRoutes(
  app: Express,
  context: AuthContext,
  settings: AuthSettings,
  requestLimits: RequestLimits,
): void {
  const authenticator = new passport.Passport();
  authenticator.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: false },
      (email, password, done) => {
        verifyCredentials(context, { email, password }).then((user) => done(null, user ?? false), done);
      },
    ),
  );
  const limits = createLoginRateLimits(settings.loginLimits, requestLimits);
  const registrationLimit = requestLimits.limit({
    name: 'register',
    ...settings.registrationLimit,
    message: 'Too many accounts created from this address. Please wait an hour and try again.',
    reason: 'too_many_registrations',
  });
  const validateLogin: RequestHandler = (request, _response, next) => {
    parseBody(loginRequestSchema, request);
    next();
  };
  const authenticateWithPassword: RequestHandler = (request, response, next) => {
    authenticator.authenticate('local', { session: false }, (error: unknown, user: UserRow | false) => {
      if (error) return next(error);
      // The same answer for an unknown email and a wrong password.
      if (!user)
        return next(unauthorized(authMessages.invalidCredentials, { reason: 'invalid_credentials' }));
      startSession(context, user).then((session) => {
        setRefreshCookie(request, response, session);
        response.json({ token: session.token });
      }, next);
    })(request, response, next);
  };

  app.get('/api/auth/jwks.json', async (_request, response) => {
    // Other services cache the keys; five minutes keeps a new key from waiting long to be seen.
    response.set('Cache-Control', 'public, max-age=300').json(await context.tokens.jwks());
  });

  app.get('/api/auth/providers', (_request, response) => {
    const providers: AuthProviders = { google: settings.google !== null };
    response.json(providers);
  });

  app.post('/api/auth/register', registrationLimit, async (request, response) => {
    const body = parseBody(registerRequestSchema, request);
    const { user, session } = await registerAccount(context, body);
    setRefreshCookie(request, response, session);
    response.status(201).json({ user, token: session.token });
  });

  app.post(
    '/api/auth/login',
    limits.perIp,
    validateLogin,
    limits.perAccountFromAddress,
    authenticateWithPassword,
  );

  app.get('/api/auth/profile', requireUser(context.tokens), async (_request, response) => {
    response.json(await getProfile(context, signedInUserId(response)));
  });
}
