import { SignJWT, type JWTVerifyGetKey } from 'jose';
import {
  createTokenVerifier,
  InvalidTokenError,
  tokenAudience,
  tokenIssuer,
  type AuthenticatedUser,
  type SessionOwnerCheck,
  type TokenVerifier,
} from '@steady/service-common';
import { signingAlgorithm, type PublicJwk, type SigningKeyStore } from './signing-keys';

export interface TokenService extends TokenVerifier {
  /** A short-lived access token: `sub` = user id, `email`, `sid` = its session, signed with the active key. */
  sign(user: AuthenticatedUser): Promise<string>;
  /** The public keys for `GET /api/auth/jwks.json`. */
  jwks(): Promise<{ keys: PublicJwk[] }>;
}

/**
 * Signs Steady's access tokens. They are checked by the one verifier every service uses; here it reads
 * the key store and the sessions table directly, where the other services ask over HTTP.
 */
export function createTokenService(
  keys: SigningKeyStore,
  tokenLifetimeSeconds: number,
  activeSessionOwner: SessionOwnerCheck,
): TokenService {
  const storedKey: JWTVerifyGetKey = async ({ kid }) => {
    const publicKey = kid === undefined ? undefined : await keys.publicKeyFor(kid);
    if (!publicKey) throw new InvalidTokenError('Token was signed by an unknown key');
    return publicKey;
  };
  const verifier = createTokenVerifier({ keys: storedKey, activeSessionOwner, tokenLifetimeSeconds });
  return {
    async sign(user) {
      const key = await keys.activeKey();
      return new SignJWT({ email: user.email, sid: user.sessionId })
        .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimeSeconds}s`)
        .sign(key.privateKey);
    },

    async jwks() {
      // The first request on a fresh database creates the key, so the set is never empty.
      await keys.activeKey();
      return { keys: await keys.publicKeys() };
    },

    verify: (token) => verifier.verify(token),
  };
}
