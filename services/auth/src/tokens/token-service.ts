import { SignJWT, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import {
  InvalidTokenError,
  tokenAlgorithms,
  tokenAudience,
  tokenIssuer,
  type AuthenticatedUser,
  type TokenVerifier,
} from '@steady/service-common';
import { signingAlgorithm, type PublicJwk, type SigningKeyStore } from './signing-keys';

export interface TokenService extends TokenVerifier {
  /** A short-lived token for the user, signed with the active key: `sub` = user id, plus `email`. */
  sign(user: AuthenticatedUser): Promise<string>;
  /** The public keys for `GET /api/auth/jwks.json`. */
  jwks(): Promise<{ keys: PublicJwk[] }>;
}

/**
 * Signs and checks Steady's tokens. The auth service verifies its own tokens against its key store
 * directly; every other service fetches the same public keys from the JWKS endpoint.
 */
export function createTokenService(keys: SigningKeyStore, lifetimeSeconds: number): TokenService {
  return {
    async sign(user) {
      const key = await keys.activeKey();
      return new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key.privateKey);
    },

    async jwks() {
      // The first request on a fresh database creates the key, so the set is never empty.
      await keys.activeKey();
      return { keys: await keys.publicKeys() };
    },

    async verify(token) {
      let kid: string | undefined;
      try {
        kid = decodeProtectedHeader(token).kid;
      } catch (error) {
        throw new InvalidTokenError('Token is malformed', { cause: error });
      }
      const publicKey = kid === undefined ? undefined : await keys.publicKeyFor(kid);
      if (!publicKey) throw new InvalidTokenError('Token was signed by an unknown key');
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: tokenIssuer,
          audience: tokenAudience,
          algorithms: tokenAlgorithms,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new InvalidTokenError('Token lacks sub or email');
        }
        return { id: payload.sub, email: payload.email };
      } catch (error) {
        if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.message, { cause: error });
        throw error;
      }
    },
  };
}
