import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningKeyRepository, SigningKeyRow } from './signing-keys-repository';
import type { KeyCipher } from '@steady/service-common';

export const signingAlgorithm = 'EdDSA';

/**
 * How long an instance keeps the keys it read before reading them again: a key added by
 * `npm run rotate-keys` signs on every instance within this time.
 */
export const signingKeyRefreshMs = 60_000;

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** A public key as the JWKS endpoint publishes it. */
export type PublicJwk = JWK & { kid: string; alg: string; use: 'sig' };

export interface SigningKeyStore {
  /** The key new tokens are signed with; created and stored on first use when the database has none. */
  activeKey(): Promise<SigningKey>;
  /** Every public key that still verifies: the signing key and retired ones whose tokens may not have expired. */
  publicKeys(): Promise<PublicJwk[]>;
  publicKeyFor(kid: string): Promise<CryptoKey | undefined>;
}

/** A new key pair as stored: the private part encrypted, signing until a rotation retires it. */
export async function generateKeyRow(cipher: KeyCipher, now: Date): Promise<SigningKeyRow> {
  const { publicKey, privateKey } = await generateKeyPair(signingAlgorithm, {
    crv: 'Ed25519',
    extractable: true,
  });
  return {
    kid: randomUUID(),
    algorithm: signingAlgorithm,
    public_jwk: JSON.stringify(await exportJWK(publicKey)),
    private_jwk: cipher.encrypt(JSON.stringify(await exportJWK(privateKey))),
    created_at: now.toISOString(),
    verifies_until: null,
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
 * sign with the oldest key not retired, so they converge.
 */
export function createSigningKeyStore(options: {
  repository: SigningKeyRepository;
  cipher: KeyCipher;
  now?: () => Date;
}): SigningKeyStore {
  const { repository, cipher, now = () => new Date() } = options;
  let cached: { rows: Promise<SigningKeyRow[]>; readAt: number } | null = null;
  const importedPrivateKeys = new Map<string, Promise<CryptoKey>>();
  const importedPublicKeys = new Map<string, Promise<CryptoKey>>();

  function readRows(): Promise<SigningKeyRow[]> {
    const rows = repository.listOldestFirst();
    const entry = { rows, readAt: now().getTime() };
    cached = entry;
    // A failed read (database briefly down) is not kept: the next request tries again.
    rows.catch(() => {
      if (cached === entry) cached = null;
    });
    return rows;
  }

  const rowsNow = () =>
    cached && now().getTime() - cached.readAt < signingKeyRefreshMs ? cached.rows : readRows();

  const stillVerifies = (row: SigningKeyRow) =>
    row.verifies_until === null || Date.parse(row.verifies_until) > now().getTime();

  const importOnce = (
    cache: Map<string, Promise<CryptoKey>>,
    kid: string,
    load: () => Promise<CryptoKey>,
  ) => {
    let imported = cache.get(kid);
    if (!imported) {
      imported = load();
      cache.set(kid, imported);
      imported.catch(() => cache.delete(kid));
    }
    return imported;
  };

  async function signingRow(): Promise<SigningKeyRow> {
    const signing = (await rowsNow()).find((row) => row.verifies_until === null);
    if (signing) return signing;
    await repository.insert(await generateKeyRow(cipher, now()));
    const stored = (await readRows()).find((row) => row.verifies_until === null);
    if (!stored) throw new Error('No signing key could be stored');
    return stored;
  }

  return {
    async activeKey() {
      const row = await signingRow();
      const privateKey = await importOnce(
        importedPrivateKeys,
        row.kid,
        async () =>
          (await importJWK(JSON.parse(cipher.decrypt(row.private_jwk)) as JWK, row.algorithm)) as CryptoKey,
      );
      return { kid: row.kid, privateKey };
    },
    async publicKeys() {
      return (await rowsNow()).filter(stillVerifies).map(toPublicJwk);
    },
    async publicKeyFor(kid) {
      let row = (await rowsNow()).find((candidate) => candidate.kid === kid);
      // Another instance may have stored a key since we last looked.
      row ??= (await readRows()).find((candidate) => candidate.kid === kid);
      if (!row || !stillVerifies(row)) return undefined;
      const found = row;
      return importOnce(
        importedPublicKeys,
        kid,
        async () => (await importJWK(JSON.parse(found.public_jwk) as JWK, found.algorithm)) as CryptoKey,
      );
    },
  };
}
