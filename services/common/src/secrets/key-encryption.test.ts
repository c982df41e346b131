import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../environment';
import { createKeyCipher, KeyDecryptionError } from './key-encryption';
import { keyEncryptionSecretFileName, loadKeyEncryptionSecret } from './key-encryption-secret';

const secret = 'a secret of at least thirty-two characters';
const privateJwk = JSON.stringify({ kty: 'OKP', crv: 'Ed25519', d: 'private-part', x: 'public-part' });

describe('keys encrypted at rest', () => {
  it('round-trip through AES-256-GCM, a fresh IV each time, with nothing of the key readable', () => {
    const cipher = createKeyCipher(secret);
    const first = cipher.encrypt(privateJwk);
    const second = cipher.encrypt(privateJwk);
    expect(first).toMatch(/^aes-256-gcm:v1:/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('private-part');
    expect(cipher.isEncrypted(first)).toBe(true);
    expect(cipher.isEncrypted(privateJwk)).toBe(false);
    expect(createKeyCipher(secret).decrypt(first)).toBe(privateJwk);
  });

  it('do not decrypt with another secret, nor once altered, nor when stored in plain text', () => {
    const stored = createKeyCipher(secret).encrypt(privateJwk);
    expect(() => createKeyCipher(`${secret}, but another`).decrypt(stored)).toThrow(KeyDecryptionError);
    const altered = `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => createKeyCipher(secret).decrypt(altered)).toThrow(KeyDecryptionError);
    expect(() => createKeyCipher(secret).decrypt(privateJwk)).toThrow(KeyDecryptionError);
  });
});

describe('the key encryption secret', () => {
  let dataDirectory: string;
  beforeEach(() => {
    dataDirectory = path.join(mkdtempSync(path.join(tmpdir(), 'steady-key-secret-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDirectory), { recursive: true, force: true }));

  it('is KEY_ENCRYPTION_SECRET when set, and writes no file', () => {
    expect(loadKeyEncryptionSecret(dataDirectory, { KEY_ENCRYPTION_SECRET: secret })).toBe(secret);
    expect(() => statSync(path.join(dataDirectory, keyEncryptionSecretFileName))).toThrow();
  });

  it('is refused shorter than 32 characters', () => {
    expect(() => loadKeyEncryptionSecret(dataDirectory, { KEY_ENCRYPTION_SECRET: 'short' })).toThrow(
      /KEY_ENCRYPTION_SECRET: must be at least 32 characters/,
    );
  });

  it('is required in production, with a message that says what it is for', () => {
    expect(() => loadKeyEncryptionSecret(dataDirectory, { NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadKeyEncryptionSecret(dataDirectory, { NODE_ENV: 'production' })).toThrow(
      /KEY_ENCRYPTION_SECRET: is required with NODE_ENV=production; it encrypts the signing keys kept in the auth and content databases/,
    );
  });

  it('outside production is generated once into an owner-only (0600) file in DATA_DIR and reused', () => {
    const generated = loadKeyEncryptionSecret(dataDirectory, {});
    const file = path.join(dataDirectory, keyEncryptionSecretFileName);
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(dataDirectory).mode & 0o777).toString(8)).toBe('700');
    expect(readFileSync(file, 'utf8').trim()).toBe(generated);
    expect(loadKeyEncryptionSecret(dataDirectory, {})).toBe(generated);
  });

  it('is one and the same for services generating it at the same moment, and leaves no other file behind', async () => {
    const script = `
      const { loadKeyEncryptionSecret } = require(${JSON.stringify(require.resolve('./key-encryption-secret'))});
      process.stdout.write(loadKeyEncryptionSecret(process.argv[1], {}));
    `;
    const secrets = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dataDirectory], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await once(child, 'close');
        return output;
      }),
    );
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
    expect(readdirSync(dataDirectory)).toEqual([keyEncryptionSecretFileName]);
  }, 30_000);

  it('narrows a secret file left readable by others to 0600', () => {
    mkdirSync(dataDirectory);
    const file = path.join(dataDirectory, keyEncryptionSecretFileName);
    writeFileSync(file, `${'f'.repeat(64)}\n`, { mode: 0o644 });
    expect((statSync(file).mode & 0o777).toString(8)).toBe('644');
    expect(loadKeyEncryptionSecret(dataDirectory, {})).toBe('f'.repeat(64));
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  });
});
