import request from 'supertest';
import { SignJWT } from 'jose';
import { createKeyCipher, internalRequestHeaders, tokenAudience, tokenIssuer } from '@steady/service-common';
import { testDialects, testInternalToken } from '@steady/service-common/testing';
import { createSigningKeyStore } from '../tokens/signing-keys';
import { createAuthStore } from '../database/auth-store';
import {
  createAuthTestApp,
  registerTestAccount,
  testSettings,
  type AuthTestApp,
} from '../testing/auth-test-app';

const refreshCookieOf = (response: request.Response): string => {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((candidate) => candidate.startsWith('steady_refresh='));
  if (!cookie) throw new Error('no refresh cookie was set');
  return cookie;
};
/** The `name=value` part a browser sends back. */
const sent = (cookie: string) => cookie.split(';')[0] ?? '';

describe.each(testDialects())('sessions on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeEach(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterEach(() => subject.database.dispose());

  async function logIn(account: { email: string; password: string }) {
    const response = await request(subject.app)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password });
    expect(response.status).toBe(200);
    return { token: response.body.token as string, cookie: sent(refreshCookieOf(response)) };
  }
  const profileWith = (token: string) =>
    request(subject.app).get('/api/auth/profile').set('authorization', `Bearer ${token}`);
  const refreshWith = (cookie: string) =>
    request(subject.app).post('/api/auth/refresh').set('cookie', cookie);

  it('gives the refresh token only as an HttpOnly, SameSite=Strict cookie for /api/auth', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await request(subject.app)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password });
    const cookie = refreshCookieOf(response);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(Object.keys(response.body)).toEqual(['token']);
  });

  it('renews with a fresh access token and a new refresh token; the used one is refused afterwards', async () => {
    const account = await registerTestAccount(subject.app);
    const session = await logIn(account);

    const renewed = await refreshWith(session.cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toEqual(expect.any(String));
    const nextCookie = sent(refreshCookieOf(renewed));
    expect(nextCookie).not.toBe(session.cookie);
    expect((await profileWith(renewed.body.token)).status).toBe(200);

    const reused = await refreshWith(session.cookie);
    expect(reused.status).toBe(401);
    expect(reused.body.error).toMatchObject({ reason: 'session_expired' });
    expect((await refreshWith(nextCookie)).status).toBe(200);
  });

  it('refuses a refresh without the cookie', async () => {
    const response = await request(subject.app).post('/api/auth/refresh');
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ reason: 'session_expired' });
  });

  it('ends a session left unused for the refresh lifetime, and slides it forward on every refresh', async () => {
    const account = await registerTestAccount(subject.app);
    const session = await logIn(account);
    const day = 24 * 3600 * 1000;
    subject.clock.advance(29 * day);
    const renewed = await refreshWith(session.cookie);
    expect(renewed.status).toBe(200);
    subject.clock.advance(29 * day);
    const stillGoing = await refreshWith(sent(refreshCookieOf(renewed)));
    expect(stillGoing.status).toBe(200);
    subject.clock.advance(31 * day);
    expect((await refreshWith(sent(refreshCookieOf(stillGoing)))).status).toBe(401);
    expect((await profileWith(stillGoing.body.token)).status).toBe(401);
  });

  it('logout revokes the session: its access token and its refresh token are refused', async () => {
    const account = await registerTestAccount(subject.app);
    const session = await logIn(account);
    const logout = await request(subject.app)
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${session.token}`)
      .set('cookie', session.cookie);
    expect(logout.status).toBe(204);
    expect(refreshCookieOf(logout)).toMatch(/^steady_refresh=;/);

    const profile = await profileWith(session.token);
    expect(profile.status).toBe(401);
    expect(profile.body.error).toMatchObject({ reason: 'session_expired' });
    expect((await refreshWith(session.cookie)).status).toBe(401);
    // Another device's session is untouched.
    expect((await profileWith(account.token)).status).toBe(200);
  });

  it('logout with only the refresh cookie (the access token already expired) still ends the session', async () => {
    const account = await registerTestAccount(subject.app);
    const session = await logIn(account);
    expect((await request(subject.app).post('/api/auth/logout').set('cookie', session.cookie)).status).toBe(
      204,
    );
    expect((await profileWith(session.token)).status).toBe(401);
  });

  it('"sign out everywhere" ends every session of the user and no one else\'s', async () => {
    const account = await registerTestAccount(subject.app);
    const other = await registerTestAccount(subject.app);
    const laptop = await logIn(account);
    const phone = await logIn(account);
    const response = await request(subject.app)
      .post('/api/auth/logout-everywhere')
      .set('authorization', `Bearer ${laptop.token}`);
    expect(response.status).toBe(204);
    for (const token of [laptop.token, phone.token, account.token]) {
      expect((await profileWith(token)).status).toBe(401);
    }
    expect((await refreshWith(phone.cookie)).status).toBe(401);
    expect((await profileWith(other.token)).status).toBe(200);
    const again = await logIn(account);
    expect((await profileWith(again.token)).status).toBe(200);
  });

  it('"sign out everywhere" needs a signed-in user', async () => {
    expect((await request(subject.app).post('/api/auth/logout-everywhere')).status).toBe(401);
  });

  it('tells the other services whether a session stands, and whose it is, on its internal route', async () => {
    const account = await registerTestAccount(subject.app);
    const session = await logIn(account);
    const sessionId = JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString()).sid;
    const statusOf = () =>
      request(subject.app)
        .get(`/internal/sessions/${sessionId}`)
        .set(internalRequestHeaders(testInternalToken));
    expect((await statusOf()).body).toEqual({ active: true, userId: account.user.id });
    await request(subject.app).post('/api/auth/logout').set('cookie', session.cookie);
    expect((await statusOf()).body).toEqual({ active: false, userId: null });
    const withoutCredential = await request(subject.app).get(`/internal/sessions/${sessionId}`);
    expect(withoutCredential.status).toBe(403);
    const unknown = await request(subject.app)
      .get('/internal/sessions/unknown')
      .set(internalRequestHeaders(testInternalToken));
    expect(unknown.body).toEqual({ active: false, userId: null });
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const account = await registerTestAccount(subject.app);
    const session = await logIn(account);
    const sid = JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString()).sid;
    const key = await createSigningKeyStore({
      repository: createAuthStore(subject.database).signingKeys,
      cipher: createKeyCipher(testSettings.keyEncryptionSecret),
    }).activeKey();
    const everlasting = await new SignJWT({ email: account.email, sid })
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
      .setSubject(account.user.id)
      .setIssuer(tokenIssuer)
      .setAudience(tokenAudience)
      .setIssuedAt()
      .sign(key.privateKey);
    const response = await profileWith(everlasting);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ reason: 'session_expired' });
  });

  it('registration starts a session too, renewable by its cookie', async () => {
    const response = await request(subject.app)
      .post('/api/auth/register')
      .send({
        name: 'Ann',
        email: `fresh-${Date.now()}@example.com`,
        password: 'calm-password-1',
        acceptedTerms: true,
      });
    expect(response.status).toBe(201);
    expect((await refreshWith(sent(refreshCookieOf(response)))).status).toBe(200);
  });
});
