import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { openAuthDatabase, runScript } from './testing/run-script';

const keyEncryptionSecret = 'the secret this test encrypts its signing keys with';
const user = { id: 'user-1', email: 'ann@example.com', sessionId: 'session-1' };

describe('npm run rotate-keys', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'steady-rotate-keys-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('adds a key new tokens are signed with; tokens signed before keep verifying until the old key retires', async () => {
    const filename = path.join(directory, 'auth.sqlite');
    const before = await openAuthDatabase(filename, keyEncryptionSecret);
    const tokenBefore = await before.tokens.sign(user);
    const oldKid = decodeProtectedHeader(tokenBefore).kid;
    await before.close();

    const startedAt = Date.now();
    const rotation = await runScript('rotate-keys', [], {
      DATA_DIR: directory,
      AUTH_DATABASE_URL: `sqlite:${filename}`,
      KEY_ENCRYPTION_SECRET: keyEncryptionSecret,
      AUTH_TOKEN_LIFETIME_SECONDS: '900',
    });
    expect(rotation.output).toMatch(/New signing key [0-9a-f-]{36}: every auth instance signs with it/);
    expect(rotation.output).toContain(`Retired ${oldKid}: its tokens keep verifying until`);
    expect(rotation.exitCode).toBe(0);
    const newKid = /New signing key ([0-9a-f-]{36})/.exec(rotation.output)?.[1];

    const after = await openAuthDatabase(filename, keyEncryptionSecret);
    try {
      expect(await after.tokens.verify(tokenBefore)).toEqual(user);
      const tokenAfter = await after.tokens.sign(user);
      expect(decodeProtectedHeader(tokenAfter).kid).toBe(newKid);
      expect(newKid).not.toBe(oldKid);
      expect(await after.tokens.verify(tokenAfter)).toEqual(user);

      const keys = await after.database.db
        .selectFrom('signing_keys')
        .select(['kid', 'verifies_until'])
        .execute();
      const oldKey = keys.find((key) => key.kid === oldKid);
      // The token lifetime (900 s) plus the minute an instance may go on signing with the old key.
      const verifiesUntil = Date.parse(oldKey?.verifies_until ?? '');
      expect(verifiesUntil).toBeGreaterThanOrEqual(startedAt + 960_000);
      expect(verifiesUntil).toBeLessThanOrEqual(Date.now() + 960_000);
      expect(keys.find((key) => key.kid === newKid)?.verifies_until).toBeNull();
    } finally {
      await after.close();
    }
  }, 60_000);
});
