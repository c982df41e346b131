import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { tokenAudience, tokenIssuer } from '../auth';

export interface TestTokenIssuer {
  jwksUrl: string;
  /** Signs a token for `user` as the auth service would; options override single claims to make bad tokens. */
  sign(user: TokenSubject, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

interface TokenSubject {
  id: string;
  email: string;
}

interface TokenOptions {
  /** jose's forms: '1h', or an epoch in seconds (a past one makes an expired token). */
  expiresIn?: string | number;
  audience?: string;
  issuer?: string;
}

async function createSigner(keyId: string) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: keyId, alg: 'EdDSA', use: 'sig' };
  return { privateKey, publicJwk };
}

export async function signTestToken(
  privateKey: CryptoKey,
  keyId: string,
  user: TokenSubject,
  options: TokenOptions = {},
): Promise<string> {
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'EdDSA', kid: keyId })
    .setSubject(user.id)
    .setIssuer(options.issuer ?? tokenIssuer)
    .setAudience(options.audience ?? tokenAudience)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(privateKey);
}

/** Stands in for the auth service in tests: a fresh Ed25519 key pair and a local JWKS endpoint. */
export async function startTestTokenIssuer(keyId = 'test-key'): Promise<TestTokenIssuer> {
  const { privateKey, publicJwk } = await createSigner(keyId);
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/api/auth/jwks.json`,
    sign: (user, options) => signTestToken(privateKey, keyId, user, options),
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
