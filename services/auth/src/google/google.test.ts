import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { decodeJwt } from 'jose';
import { testDialects } from '@steady/service-common/testing';
import { stateCookieName } from './state-cookie-store';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';

interface ProviderClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** The two back-channel endpoints of an OpenID provider: code → access token, access token → claims. */
async function startFakeProvider() {
  const provider = { claims: { sub: 'google-1' } as ProviderClaims, userInfoAuthorization: '' };
  const server: Server = createServer((incoming, outgoing) => {
    outgoing.setHeader('content-type', 'application/json');
    if (incoming.url?.startsWith('/token')) {
      outgoing.end(JSON.stringify({ access_token: 'provider-access-token', token_type: 'Bearer' }));
      return;
    }
    provider.userInfoAuthorization = incoming.headers.authorization ?? '';
    outgoing.end(JSON.stringify(provider.claims));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    provider,
    google: {
      clientId: 'steady-client',
      clientSecret: 'steady-secret',
      authorizationUrl: `${origin}/authorize`,
      tokenUrl: `${origin}/token`,
      userInfoUrl: `${origin}/userinfo`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('GET /api/auth/google when Google is not configured', () => {
  it('answers 503 not_configured with a clear message', async () => {
    const subject = await createAuthTestApp('sqlite');
    for (const path of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      const response = await request(subject.app).get(path);
      expect(response.status).toBe(503);
      expect(response.body.error).toEqual({
        code: 'not_configured',
        reason: 'google_sign_in_not_configured',
        message: 'Google sign-in is not set up on this server. Please log in with your email and password.',
      });
    }
    await subject.database.dispose();
  });
});

describe.each(testDialects())('Google sign-in on %s', (dialect) => {
  let subject: AuthTestApp;
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;

  beforeAll(async () => {
    fake = await startFakeProvider();
    subject = await createAuthTestApp(dialect, { google: fake.google });
  });
  afterAll(async () => {
    await fake.close();
    await subject.database.dispose();
  });

  /**
   * Starts the sign-in as a browser on the gateway would (with the query the app's Google link carries),
   * and returns the state and the cookies the browser keeps for the callback.
   */
  async function startSignIn(query: Record<string, string> = { acceptedTerms: '1' }) {
    const response = await request(subject.app)
      .get('/api/auth/google')
      .query(query)
      .set('Host', 'steady.test:8080')
      .set('X-Forwarded-Proto', 'https');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location ?? '');
    const setCookies = response.headers['set-cookie'] as unknown as string[];
    const stateCookie = setCookies.find((cookie) => cookie.startsWith(`${stateCookieName}=`)) ?? '';
    return {
      location,
      state: location.searchParams.get('state') ?? '',
      stateCookie: stateCookie.split(';')[0] ?? '',
      cookie: setCookies.map((cookie) => cookie.split(';')[0]).join('; '),
      cookieAttributes: stateCookie
        .split(';')
        .slice(1)
        .map((attribute) => attribute.trim()),
    };
  }

  async function finishSignIn(claims: ProviderClaims, query?: Record<string, string>) {
    fake.provider.claims = claims;
    const { state, cookie } = await startSignIn(query);
    return request(subject.app)
      .get(`/api/auth/google/callback?code=provider-code&state=${state}`)
      .set('Host', 'steady.test:8080')
      .set('Cookie', cookie);
  }

  const userCount = async () =>
    Number(
      (
        await subject.database.db
          .selectFrom('users')
          .select((builder) => builder.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('redirects to the provider with the client, scopes, callback URL and a state bound to an HttpOnly cookie', async () => {
    const { location, state, stateCookie, cookieAttributes } = await startSignIn();
    expect(`${location.origin}${location.pathname}`).toBe(fake.google.authorizationUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'steady-client',
      redirect_uri: 'https://steady.test:8080/api/auth/google/callback',
      scope: 'openid profile email',
      state,
    });
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(stateCookie).toBe(`${stateCookieName}=${state}`);
    expect(cookieAttributes).toEqual(
      expect.arrayContaining(['Path=/api/auth/google', 'HttpOnly', 'Secure', 'SameSite=Lax']),
    );
  });

  it('creates the account on the first sign-in and redirects to /auth/callback with a token', async () => {
    const response = await finishSignIn({
      sub: 'google-new',
      email: 'New.Person@Gmail.com',
      email_verified: true,
      name: 'New Person',
      picture: 'https://lh3.googleusercontent.com/photo.jpg',
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location ?? '', 'http://relative.invalid');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('created')).toBe('1');
    const token = location.searchParams.get('token') ?? '';
    const profile = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', `Bearer ${token}`);
    expect(profile.body).toMatchObject({
      name: 'New Person',
      email: 'new.person@gmail.com',
      photo: 'https://lh3.googleusercontent.com/photo.jpg',
    });
    expect(fake.provider.userInfoAuthorization).toBe('Bearer provider-access-token');
  });

  it('records the terms consent ticked before a Google sign-up', async () => {
    const response = await finishSignIn({
      sub: 'google-consent',
      email: 'consent@gmail.com',
      email_verified: true,
    });
    const token = new URL(response.headers.location ?? '', 'http://x').searchParams.get('token') ?? '';
    const row = await subject.database.db
      .selectFrom('users')
      .select('terms_accepted_at')
      .where('id', '=', decodeJwt(token).sub ?? '')
      .executeTakeFirstOrThrow();
    expect(row.terms_accepted_at).toEqual(expect.any(String));
  });

  it('creates no account for a new Google user who has not accepted the terms: to /register to tick them', async () => {
    const before = await userCount();
    const response = await finishSignIn(
      { sub: 'google-no-consent', email: 'no.consent@gmail.com', email_verified: true },
      { returnTo: '/recommendations/anxiety' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(
      'https://steady.test:8080/register?google=terms_required&returnTo=%2Frecommendations%2Fanxiety',
    );
    expect(await userCount()).toBe(before);
    const sessions = await subject.database.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.every((session) => session.user_id !== 'google-no-consent')).toBe(true);
  });

  it('signs an existing account in with Google without asking for the terms again', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await finishSignIn(
      { sub: 'google-existing', email: account.email, email_verified: true },
      {},
    );
    const location = new URL(response.headers.location ?? '', 'http://x');
    expect(location.pathname).toBe('/auth/callback');
    expect(decodeJwt(location.searchParams.get('token') ?? '').sub).toBe(account.user.id);
  });

  it('brings the reader back to the same-origin page the sign-in started from, never elsewhere', async () => {
    const claims = { sub: 'google-return', email: 'return@gmail.com', email_verified: true };
    const back = await finishSignIn(claims, { acceptedTerms: '1', returnTo: '/premium?technique=t-1' });
    const location = new URL(back.headers.location ?? '', 'http://x');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('returnTo')).toBe('/premium?technique=t-1');

    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const refused = await finishSignIn(claims, { returnTo });
      const refusedLocation = new URL(refused.headers.location ?? '', 'http://x');
      expect(refusedLocation.pathname).toBe('/auth/callback');
      expect(refusedLocation.searchParams.has('returnTo')).toBe(false);
    }
  });

  it('finds the same account by Google id on the next sign-in, without "created"', async () => {
    const claims = { sub: 'google-returning', email: 'returning@gmail.com', email_verified: true, name: 'R' };
    const first = new URL((await finishSignIn(claims)).headers.location ?? '', 'http://x');
    const second = new URL(
      (await finishSignIn({ ...claims, email: 'changed@gmail.com' })).headers.location ?? '',
      'http://x',
    );
    expect(second.searchParams.get('created')).toBeNull();
    expect(decodeJwt(second.searchParams.get('token') ?? '').sub).toBe(
      decodeJwt(first.searchParams.get('token') ?? '').sub,
    );
  });

  it('links Google to an existing account with the same verified email', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await finishSignIn({ sub: 'google-link', email: account.email, email_verified: true });
    const location = new URL(response.headers.location ?? '', 'http://x');
    expect(decodeJwt(location.searchParams.get('token') ?? '').sub).toBe(account.user.id);
    const row = await subject.database.db
      .selectFrom('users')
      .select('google_id')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.google_id).toBe('google-link');
  });

  it('refuses an email the provider did not verify, and a missing email: back to /login?error=auth_failed', async () => {
    const account = await registerTestAccount(subject.app);
    for (const claims of [
      { sub: 'google-unverified', email: account.email, email_verified: false },
      { sub: 'google-no-email' },
    ]) {
      const response = await finishSignIn(claims);
      expect(response.headers.location).toBe('https://steady.test:8080/login?error=auth_failed');
    }
  });

  it('refuses a callback whose state does not match the cookie, or has no cookie', async () => {
    const { state } = await startSignIn();
    const withoutCookie = await request(subject.app).get(`/api/auth/google/callback?code=c&state=${state}`);
    expect(withoutCookie.headers.location).toBe('https://steady.test:8080/login?error=auth_failed');
    const { cookie } = await startSignIn();
    const wrongState = await request(subject.app)
      .get(`/api/auth/google/callback?code=c&state=${state}`)
      .set('Cookie', cookie);
    expect(wrongState.headers.location).toBe('https://steady.test:8080/login?error=auth_failed');
  });

  it('sends the user back to /login?error=auth_failed when they cancel at the provider', async () => {
    const { state, cookie } = await startSignIn();
    const response = await request(subject.app)
      .get(`/api/auth/google/callback?error=access_denied&state=${state}`)
      .set('Cookie', cookie);
    expect(response.headers.location).toBe('https://steady.test:8080/login?error=auth_failed');
  });
});

describe('Google sign-in with PUBLIC_URL', () => {
  it('uses the public URL, never a forged Host, for the callback and for the redirects back to the app', async () => {
    const fake = await startFakeProvider();
    const subject = await createAuthTestApp('sqlite', {
      google: fake.google,
      publicUrl: 'https://steady.example',
    });
    const started = await request(subject.app)
      .get('/api/auth/google')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example');
    const location = new URL(started.headers.location ?? '');
    expect(started.headers.location).not.toContain('evil.example');
    expect(location.searchParams.get('redirect_uri')).toBe('https://steady.example/api/auth/google/callback');
    const failed = await request(subject.app).get('/api/auth/google/callback?code=c&state=wrong');
    expect(failed.headers.location).toBe('https://steady.example/login?error=auth_failed');
    await fake.close();
    await subject.database.dispose();
  });
});
