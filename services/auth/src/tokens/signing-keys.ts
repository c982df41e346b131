import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningKeyRepository, SigningKeyRow } from '../repository/signing-keys';

export const signingAlgorithm = 'EdDSA';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** A public key as the JWKS endpoint publishes it. */
export type PublicJwk = JWK & { kid: string; alg: string; use: 'sig' };

export interface SigningKeyStore {
  /** The key new tokens are signed with; created and stored on first use when the database has none. */
  activeKey(): Promise<SigningKey>;
  /** Every stored public key (tokens signed by any of them verify), re-read when asked for an unknown kid. */
  publicKeys(): Promise<PublicJwk[]>;
  publicKeyFor(kid: string): Promise<CryptoKey | undefined>;
}

async function generateKeyRow(now: Date): Promise<SigningKeyRow> {
  const { publicKey, privateKey } = await generateKeyPair(signingAlgorithm, {
    crv: 'Ed25519',
    extractable: true,
  });
  return {
    kid: randomUUID(),
    algorithm: signingAlgorithm,
    public_jwk: JSON.stringify(await exportJWK(publicKey)),
    private_jwk: JSON.stringify(await exportJWK(privateKey)),
    created_at: now.toISOString(),
  };
}

const toPublicJwk = (row: SigningKeyRow): PublicJwk => ({
  ...(JSON.parse(row.public_jwk) as JWK),
  kid: row.kid,
  alg: row.algorithm,
  use: 'sig',
});

/**
 * Keys live in the database so tokens survive restarts and every instance shares them. Two instances
 * starting on an empty database may both create a key; both keys are published, and both instances then
 * sign with the oldest, so they converge.
 */
export function createSigningKeyStore(
  repository: SigningKeyRepository,
  now = () => new Date(),
): SigningKeyStore {
  let active: Promise<SigningKey> | null = null;
  let publicRows: Promise<SigningKeyRow[]> | null = null;
  const importedPublicKeys = new Map<string, Promise<CryptoKey>>();

  async function loadActiveKey(): Promise<SigningKey> {
    let rows = await repository.listOldestFirst();
    if (rows.length === 0) {
      await repository.insert(await generateKeyRow(now()));
      rows = await repository.listOldestFirst();
    }
    const oldest = rows[0];
    if (!oldest) throw new Error('No signing key could be stored');
    publicRows = Promise.resolve(rows);
    const privateKey = await importJWK(JSON.parse(oldest.private_jwk) as JWK, oldest.algorithm);
    return { kid: oldest.kid, privateKey: privateKey as CryptoKey };
  }

  // A failed load (database briefly down) is not cached: the next request tries again.
  const retryable = <Value>(load: () => Promise<Value>, forget: () => void) =>
    load().catch((error: unknown) => {
      forget();
      throw error;
    });

  const rowsNow = () =>
    (publicRows ??= retryable(
      () => repository.listOldestFirst(),
      () => (publicRows = null),
    ));

  return {
    activeKey: () =>
      (active ??= retryable(loadActiveKey, () => {
        active = null;
      })),
    async publicKeys() {
      return (await rowsNow()).map(toPublicJwk);
    },
    async publicKeyFor(kid) {
      let row = (await rowsNow()).find((candidate) => candidate.kid === kid);
      if (!row) {
        // Another instance may have stored a key since we last looked.
        publicRows = null;
        row = (await rowsNow()).find((candidate) => candidate.kid === kid);
      }
      if (!row) return undefined;
      const found = row;
      let imported = importedPublicKeys.get(kid);
      if (!imported) {
        imported = importJWK(JSON.parse(found.public_jwk) as JWK, found.algorithm) as Promise<CryptoKey>;
        importedPublicKeys.set(kid, imported);
      }
      return imported;
    },
  };
}
