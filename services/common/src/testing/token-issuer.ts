import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { SessionStatus } from '@steady/contracts';
import { tokenAudience, tokenIssuer } from '../auth';
import { defaultTokenLifetimeSeconds } from '../config';

export interface TestTokenIssuer {
  jwksUrl: string;
  /**
   * Answers `GET /internal/sessions/:id` as auth does: a session is its first token's user's, and active
   * until revoked here.
   */
  authInternalUrl: string;
  /** Ends a session, as a logout would: its tokens are refused from then on. */
  revokeSession(sessionId: string): void;
  /** Signs a token for `user` as the auth service would; options override single claims to make bad tokens. */
  sign(user: TokenSubject, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

interface TokenSubject {
  id: string;
  email: string;
  /** The session the token belongs to; a fresh one when not given. */
  sessionId?: string;
}

interface TokenOptions {
  /**
   * jose's forms: '15m', or an epoch in seconds (a past one makes an expired token); null: no `exp` at all.
   * Default: AUTH_TOKEN_LIFETIME_SECONDS's default, as auth signs.
   */
  expiresIn?: string | number | null;
  audience?: string;
  issuer?: string;
  /** `iat` as an epoch in seconds; default: now. */
  issuedAt?: number;
}

async function createSigner(keyId: string) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: keyId, alg: 'EdDSA', use: 'sig' };
  return { privateKey, publicJwk };
}

async function signTestToken(
  privateKey: CryptoKey,
  keyId: string,
  user: TokenSubject,
  options: TokenOptions = {},
): Promise<string> {
  const token = new SignJWT({ email: user.email, sid: user.sessionId ?? randomUUID() })
    .setProtectedHeader({ alg: 'EdDSA', kid: keyId })
    .setSubject(user.id)
    .setIssuer(options.issuer ?? tokenIssuer)
    .setAudience(options.audience ?? tokenAudience)
    .setIssuedAt(options.issuedAt);
  if (options.expiresIn !== null) {
    token.setExpirationTime(options.expiresIn ?? `${defaultTokenLifetimeSeconds}s`);
  }
  return token.sign(privateKey);
}

/** Stands in for the auth service in tests: a fresh Ed25519 key pair, a local JWKS and session status. */
export async function startTestTokenIssuer(keyId = 'test-key'): Promise<TestTokenIssuer> {
  const { privateKey, publicJwk } = await createSigner(keyId);
  const revoked = new Set<string>();
  const sessionOwners = new Map<string, string>();
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    const session = /^\/internal\/sessions\/([^/?]+)$/.exec(request.url ?? '');
    if (session?.[1] !== undefined) {
      const sessionId = decodeURIComponent(session[1]);
      const owner = revoked.has(sessionId) ? undefined : sessionOwners.get(sessionId);
      const status: SessionStatus = { active: owner !== undefined, userId: owner ?? null };
      response.end(JSON.stringify(status));
      return;
    }
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/api/auth/jwks.json`,
    authInternalUrl: `http://127.0.0.1:${port}`,
    revokeSession: (sessionId) => revoked.add(sessionId),
    sign: (user, options) => {
      const sessionId = user.sessionId ?? randomUUID();
      // A session keeps its first user, as auth's sessions do: a later token naming another is not theirs.
      if (!sessionOwners.has(sessionId)) sessionOwners.set(sessionId, user.id);
      return signTestToken(privateKey, keyId, { ...user, sessionId }, options);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A key pair nobody publishes, for "signed by another key" cases; it reuses the issuer's key id on purpose. */
export async function createForeignSigner(keyId = 'test-key') {
  const { privateKey } = await createSigner(keyId);
  return { sign: (user: TokenSubject) => signTestToken(privateKey, keyId, user) };
}
