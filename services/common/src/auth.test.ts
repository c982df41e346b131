import express from 'express';
import request from 'supertest';
import { SignJWT } from 'jose';
import {
  createRemoteTokenVerifier,
  createTokenVerifier,
  InvalidTokenError,
  optionalUser,
  requireUser,
  tokenAudience,
  tokenIssuer,
  type TokenVerifier,
} from './auth';
import { defaultTokenLifetimeSeconds } from './config';
import { errorHandler } from './error-handler';
import { createLogger, createRequestLogger } from './logger';
import { createForeignSigner, startTestTokenIssuer, type TestTokenIssuer } from './testing/token-issuer';
import { testInternalToken } from './testing/internal-token';

const user = {
  id: '7f1c7f39-2a4b-4c36-9d59-1b2b0f6f0a11',
  email: 'ann@example.com',
  sessionId: '5c0e8a2e-7d0f-4a55-b1c4-0d1f6c2f3e10',
};

function appWith(verifier: TokenVerifier) {
  const app = express();
  app.use(createRequestLogger(createLogger({ name: 'test', level: 'silent' })));
  app.get('/private', requireUser(verifier), (_request, response) => {
    response.json({ user: response.locals.user });
  });
  app.get('/public', optionalUser(verifier), (_request, response) => {
    response.json({ user: response.locals.user ?? null });
  });
  app.use(errorHandler);
  return app;
}

describe('token verification middleware', () => {
  let issuer: TestTokenIssuer;
  let app: express.Express;

  beforeAll(async () => {
    issuer = await startTestTokenIssuer();
    app = appWith(
      createRemoteTokenVerifier({
        tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
        internalToken: testInternalToken,
        jwksUrls: issuer.jwksUrl,
        authInternalUrls: issuer.authInternalUrl,
        sessionCacheMs: 0,
      }),
    );
  });
  afterAll(() => issuer.close());

  describe('requireUser', () => {
    it('puts the user of a valid token on res.locals.user', async () => {
      const token = await issuer.sign(user);
      const response = await request(app).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ user });
    });

    it('fetches the keys and the session from the second auth instance when the first is down', async () => {
      const down = 'http://127.0.0.1:9';
      const twoInstances = appWith(
        createRemoteTokenVerifier({
          tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
          internalToken: testInternalToken,
          jwksUrls: [`${down}/api/auth/jwks.json`, issuer.jwksUrl],
          authInternalUrls: [down, issuer.authInternalUrl],
          sessionCacheMs: 0,
        }),
      );
      const token = await issuer.sign(user);
      const response = await request(twoInstances).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ user });
    });

    it('answers 401 "Authentication required" without a token', async () => {
      const response = await request(app).get('/private');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: { code: 'unauthorized', reason: 'sign_in_required', message: 'Authentication required' },
      });
    });

    it('answers 401 "Invalid or expired token" for an expired token', async () => {
      const token = await issuer.sign(user, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
      const response = await request(app).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: { code: 'unauthorized', reason: 'session_expired', message: 'Invalid or expired token' },
      });
    });

    it('answers 401 for a token signed by another key', async () => {
      const token = await (await createForeignSigner()).sign(user);
      const response = await request(app).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe('Invalid or expired token');
    });

    it('answers 401 for a token from another issuer or for another audience', async () => {
      for (const token of [
        await issuer.sign(user, { audience: 'elsewhere' }),
        await issuer.sign(user, { issuer: 'elsewhere' }),
      ]) {
        const response = await request(app).get('/private').set('authorization', `Bearer ${token}`);
        expect(response.status).toBe(401);
      }
    });

    it('answers 401 for a malformed token and for a non-Bearer header', async () => {
      expect((await request(app).get('/private').set('authorization', 'Bearer not.a.jwt')).status).toBe(401);
      expect((await request(app).get('/private').set('authorization', 'Basic YTpi')).body.error.message).toBe(
        'Authentication required',
      );
    });

    it('answers 503 when the signing keys cannot be fetched', async () => {
      const token = await issuer.sign(user);
      const unreachable = appWith(
        createRemoteTokenVerifier({
          tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
          internalToken: testInternalToken,
          jwksUrls: 'http://127.0.0.1:1/api/auth/jwks.json',
          authInternalUrls: issuer.authInternalUrl,
        }),
      );
      const response = await request(unreachable).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('service_unavailable');
    });

    it('answers 401 for a token without an expiry, which would otherwise be good forever', async () => {
      const token = await issuer.sign(user, { expiresIn: null });
      const response = await request(app).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body.error.reason).toBe('session_expired');
    });

    it('answers 401 for a well-signed token meant to live longer than auth issues tokens for', async () => {
      const inTenYears = Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600;
      for (const token of [
        await issuer.sign(user, { expiresIn: '10y' }),
        // A short lifetime on paper, starting in ten years.
        await issuer.sign(user, { issuedAt: inTenYears, expiresIn: inTenYears + 60 }),
        await issuer.sign(user, { expiresIn: `${defaultTokenLifetimeSeconds + 3600}s` }),
      ]) {
        const response = await request(app).get('/private').set('authorization', `Bearer ${token}`);
        expect(response.status).toBe(401);
        expect(response.body.error.reason).toBe('session_expired');
      }
      const asIssued = await issuer.sign(user, { expiresIn: `${defaultTokenLifetimeSeconds}s` });
      expect((await request(app).get('/private').set('authorization', `Bearer ${asIssued}`)).status).toBe(
        200,
      );
    });

    it("answers 401 for a well-signed token whose session is another user's", async () => {
      const sessionId = '0d5f3c1e-8a47-4b2e-9f61-3c2d7e8a9b10';
      const owners = await issuer.sign({ ...user, sessionId });
      const someoneElses = await issuer.sign({ id: 'another-user', email: 'bob@example.com', sessionId });
      const response = await request(app).get('/private').set('authorization', `Bearer ${someoneElses}`);
      expect(response.status).toBe(401);
      expect(response.body.error.reason).toBe('session_expired');
      expect((await request(app).get('/private').set('authorization', `Bearer ${owners}`)).status).toBe(200);
    });

    it("answers 401 once the token's session is revoked (a logout), though the token has not expired", async () => {
      const sessionId = 'b2d7a7e4-51c6-4a8e-9c36-6f7f5f3b7a21';
      const token = await issuer.sign({ ...user, sessionId });
      expect((await request(app).get('/private').set('authorization', `Bearer ${token}`)).status).toBe(200);
      issuer.revokeSession(sessionId);
      const response = await request(app).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe('Invalid or expired token');
    });

    it('answers 503 when the session cannot be checked with the auth service', async () => {
      const token = await issuer.sign(user);
      const noSessions = appWith(
        createRemoteTokenVerifier({
          tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
          jwksUrls: issuer.jwksUrl,
          authInternalUrls: 'http://127.0.0.1:1',
          internalToken: testInternalToken,
        }),
      );
      const response = await request(noSessions).get('/private').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(503);
    });
  });

  describe('a remembered session status', () => {
    it('keeps "active" for the cache time, so one page of calls asks auth once; a revocation sticks', async () => {
      const sessionId = 'e1c6f1a0-3b0e-4f7b-8f35-2a7c9b1d4e55';
      const cached = appWith(
        createRemoteTokenVerifier({
          tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
          internalToken: testInternalToken,
          jwksUrls: issuer.jwksUrl,
          authInternalUrls: issuer.authInternalUrl,
          sessionCacheMs: 60_000,
        }),
      );
      const token = await issuer.sign({ ...user, sessionId });
      expect((await request(cached).get('/private').set('authorization', `Bearer ${token}`)).status).toBe(
        200,
      );
      issuer.revokeSession(sessionId);
      expect((await request(cached).get('/private').set('authorization', `Bearer ${token}`)).status).toBe(
        200,
      );
    });
  });

  describe('optionalUser', () => {
    it('puts the user of a valid token on res.locals.user', async () => {
      const token = await issuer.sign(user);
      const response = await request(app).get('/public').set('authorization', `Bearer ${token}`);
      expect(response.body).toEqual({ user });
    });

    it('lets a request without a token through as a guest', async () => {
      const response = await request(app).get('/public');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ user: null });
    });

    it('treats an expired token as a guest rather than refusing a public route', async () => {
      const token = await issuer.sign(user, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
      const response = await request(app).get('/public').set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ user: null });
    });
  });
});

describe('the token check', () => {
  const secret = new TextEncoder().encode('bytes-an-attacker-also-knows-0123456789abcdef');
  /** A key lookup that hands back whatever it holds: only the pinned algorithms keep a MAC token out. */
  const verifier = createTokenVerifier({
    keys: () => Promise.resolve(secret),
    activeSessionOwner: () => Promise.resolve(user.id),
    tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
  });
  const claims = { email: user.email, sid: user.sessionId };

  it('refuses a token signed with an algorithm other than EdDSA or ES256, even with a matching key', async () => {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setSubject(user.id)
      .setIssuer(tokenIssuer)
      .setAudience(tokenAudience)
      .setExpirationTime('1h')
      .sign(secret);
    await expect(verifier.verify(token)).rejects.toThrow(InvalidTokenError);
  });

  it('refuses an unsigned token (alg "none")', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const payload = {
      ...claims,
      sub: user.id,
      iss: tokenIssuer,
      aud: tokenAudience,
      exp: Math.floor(Date.now() / 1000) + 3600,
    };
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
    await expect(verifier.verify(token)).rejects.toThrow(InvalidTokenError);
  });
});
