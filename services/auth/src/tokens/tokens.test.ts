import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import {
  createKeyCipher,
  createLogger,
  createRemoteTokenVerifier,
  InvalidTokenError,
} from '@steady/service-common';
import { testDialects, testInternalToken } from '@steady/service-common/testing';
import { buildApp } from '../http/app';
import { createSigningKeyRepository } from './signing-keys-repository';
import {
  createAuthTestApp,
  registerTestAccount,
  testSettings,
  type AuthTestApp,
} from '../testing/auth-test-app';
import { createSigningKeyStore } from './signing-keys';
import { createTokenService } from './token-service';

describe.each(testDialects())('token signing keys on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeEach(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterEach(() => subject.database.dispose());

  /** Another process on the same database: a restart, or a second instance behind a load balancer. */
  const anotherInstance = () =>
    buildApp({
      logger: createLogger({ name: 'auth', level: 'silent' }),
      database: subject.database,
      settings: testSettings,
      now: subject.clock.now,
    });

  it('publishes one Ed25519 public key, and no private part, at /api/auth/jwks.json', async () => {
    const response = await request(subject.app).get('/api/auth/jwks.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.keys).toEqual([
      {
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.any(String),
        kid: expect.any(String),
        alg: 'EdDSA',
        use: 'sig',
      },
    ]);
  });

  it('signs short-lived EdDSA tokens with sub = user id, the email and the session, for issuer steady-auth and audience steady', async () => {
    const account = await registerTestAccount(subject.app);
    const jwks = (await request(subject.app).get('/api/auth/jwks.json')).body as { keys: { kid: string }[] };
    expect(decodeProtectedHeader(account.token)).toMatchObject({ alg: 'EdDSA', kid: jwks.keys[0]?.kid });
    const claims = decodeJwt(account.token);
    expect(claims).toMatchObject({
      sub: account.user.id,
      email: account.email,
      iss: 'steady-auth',
      aud: 'steady',
      sid: expect.any(String),
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('keeps the key in the database: tokens survive a restart and work on every instance', async () => {
    const account = await registerTestAccount(subject.app);
    const restarted = anotherInstance();
    const profile = await request(restarted)
      .get('/api/auth/profile')
      .set('Authorization', account.authorization);
    expect(profile.status).toBe(200);
    const before = (await request(subject.app).get('/api/auth/jwks.json')).body;
    expect((await request(restarted).get('/api/auth/jwks.json')).body).toEqual(before);
    expect(await subject.database.db.selectFrom('signing_keys').select('kid').execute()).toHaveLength(1);
  });

  it('converges on one signing key when two instances start on an empty database at once', async () => {
    const second = anotherInstance();
    await Promise.all([
      request(subject.app).get('/api/auth/jwks.json'),
      request(second).get('/api/auth/jwks.json'),
    ]);
    const fromSecond = await registerTestAccount(second);
    const profile = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', fromSecond.authorization);
    expect(profile.status).toBe(200);
  });
});

describe('tokens as the other services see them', () => {
  let subject: AuthTestApp;
  let server: Server;
  let jwksUrl: string;
  let authInternalUrl: string;

  beforeAll(async () => {
    subject = await createAuthTestApp('sqlite');
    server = createServer(subject.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    authInternalUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    jwksUrl = `${authInternalUrl}/api/auth/jwks.json`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await subject.database.dispose();
  });

  /**
   * Changes one character in the middle of the signature: always different bytes, unlike the last
   * characters, whose low bits base64url decoders may ignore.
   */
  function withAlteredSignature(token: string): string {
    const [header, payload, signature = ''] = token.split('.');
    const middle = Math.floor(signature.length / 2);
    const replacement = signature[middle] === 'A' ? 'B' : 'A';
    return `${header}.${payload}.${signature.slice(0, middle)}${replacement}${signature.slice(middle + 1)}`;
  }

  it("verify with services/common's JWKS verifier, never a shared secret", async () => {
    const account = await registerTestAccount(subject.app);
    const verifier = createRemoteTokenVerifier({
      jwksUrls: jwksUrl,
      authInternalUrls: authInternalUrl,
      internalToken: testInternalToken,
      tokenLifetimeSeconds: testSettings.tokenLifetimeSeconds,
    });
    await expect(verifier.verify(account.token)).resolves.toEqual({
      id: account.user.id,
      email: account.email,
      sessionId: expect.any(String),
    });
    await expect(verifier.verify(withAlteredSignature(account.token))).rejects.toThrow(InvalidTokenError);
  });

  it("are refused, though signed with auth's own key, when their session is another user's or they live too long", async () => {
    const ann = await registerTestAccount(subject.app);
    const bob = await registerTestAccount(subject.app);
    const keys = createSigningKeyStore({
      repository: createSigningKeyRepository(subject.database),
      cipher: createKeyCipher(testSettings.keyEncryptionSecret),
      now: subject.clock.now,
    });
    const noSession = () => Promise.resolve(null);
    const annsSession = decodeJwt(ann.token).sid as string;
    const forged = [
      await createTokenService(keys, testSettings.tokenLifetimeSeconds, noSession).sign({
        id: bob.user.id,
        email: bob.email,
        sessionId: annsSession,
      }),
      await createTokenService(keys, 10 * 365 * 24 * 3600, noSession).sign({
        id: ann.user.id,
        email: ann.email,
        sessionId: annsSession,
      }),
    ];
    for (const token of forged) {
      const response = await request(subject.app)
        .get('/api/auth/profile')
        .set('Authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
    }
    const annsOwn = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', ann.authorization);
    expect(annsOwn.status).toBe(200);
  });

  it('expire after their lifetime', async () => {
    const shortLived = await createAuthTestApp('sqlite', { tokenLifetimeSeconds: 1 });
    const account = await registerTestAccount(shortLived.app);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await request(shortLived.app)
      .get('/api/auth/profile')
      .set('Authorization', account.authorization);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Invalid or expired token');
    await shortLived.database.dispose();
  });
});
