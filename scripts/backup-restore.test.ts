import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keyEncryptionSecretFileName, loadKeyEncryptionSecret } from '@steady/service-common';
import { createTestDatabase, type TestDatabase } from '@steady/service-common/testing';
import { openAuthDatabase, runScript } from './testing/run-script';

const user = { id: 'user-1', email: 'ann@example.com', sessionId: 'session-1' };
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('npm run backup and npm run restore', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'steady-backup-scripts-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('carry the generated key encryption secret along, so the restored keys still verify a token signed before the backup', async () => {
    const dataDirectory = path.join(directory, 'data');
    const folder = path.join(directory, 'backup');
    const env = { DATA_DIR: dataDirectory };
    expect((await runScript('migrate', [], env)).exitCode).toBe(0);
    // As the auth service does outside production: the secret is generated into DATA_DIR.
    const secret = loadKeyEncryptionSecret(dataDirectory, {});
    const live = await openAuthDatabase(path.join(dataDirectory, 'auth.sqlite'), secret);
    const tokenBeforeBackup = await live.tokens.sign(user);
    await live.close();

    const backup = await runScript('backup', [folder], env);
    expect(backup.output).toContain('key encryption secret: backed up');
    expect(backup.exitCode).toBe(0);
    const backedUpSecret = path.join(folder, keyEncryptionSecretFileName);
    expect(readFileSync(backedUpSecret, 'utf8').trim()).toBe(secret);
    expect(modeOf(backedUpSecret)).toBe('600');

    // The machine is lost: databases and secret file alike.
    rmSync(dataDirectory, { recursive: true });
    const restore = await runScript('restore', [folder], env);
    expect(restore.output).toContain('key encryption secret: restored');
    expect(restore.exitCode).toBe(0);
    const restoredSecret = path.join(dataDirectory, keyEncryptionSecretFileName);
    expect(modeOf(restoredSecret)).toBe('600');

    const restored = await openAuthDatabase(
      path.join(dataDirectory, 'auth.sqlite'),
      loadKeyEncryptionSecret(dataDirectory, {}),
    );
    try {
      expect(await restored.tokens.verify(tokenBeforeBackup)).toEqual(user);
      expect(await restored.tokens.verify(await restored.tokens.sign(user))).toEqual(user);
    } finally {
      await restored.close();
    }
  }, 90_000);

  it('back up no secret file when KEY_ENCRYPTION_SECRET is set and none was generated', async () => {
    const dataDirectory = path.join(directory, 'data');
    const folder = path.join(directory, 'backup');
    const env = {
      DATA_DIR: dataDirectory,
      KEY_ENCRYPTION_SECRET: 'a configured secret of at least 32 characters',
    };
    expect((await runScript('migrate', [], env)).exitCode).toBe(0);
    const backup = await runScript('backup', [folder], env);
    expect(backup.exitCode).toBe(0);
    expect(backup.output).not.toContain('key encryption secret');
    expect(existsSync(path.join(folder, keyEncryptionSecretFileName))).toBe(false);
    expect(existsSync(path.join(folder, 'auth.sqlite'))).toBe(true);
  }, 90_000);
});

const onMysql = process.env.TEST_MYSQL_URL ? describe : describe.skip;

onMysql('npm run backup and npm run restore on MySQL', () => {
  let directory: string;
  let databases: TestDatabase<unknown>[];
  beforeEach(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'steady-backup-mysql-'));
    databases = await Promise.all([1, 2, 3].map(() => createTestDatabase('mysql')));
  });
  afterEach(async () => {
    await Promise.all(databases.map((database) => database.dispose()));
    rmSync(directory, { recursive: true, force: true });
  });

  const urlOf = (database: TestDatabase<unknown>) =>
    database.location.dialect === 'mysql' ? database.location.url : '';

  it('dump every service into a new owner-only folder and load it back, so a token signed before the backup still verifies', async () => {
    const [auth, content, billing] = databases.map(urlOf);
    const dataDirectory = path.join(directory, 'data');
    const folder = path.join(directory, 'backups', 'nightly');
    const env = {
      DATA_DIR: dataDirectory,
      AUTH_DATABASE_URL: auth ?? '',
      CONTENT_DATABASE_URL: content ?? '',
      BILLING_DATABASE_URL: billing ?? '',
    };
    expect((await runScript('migrate', [], env)).exitCode).toBe(0);
    const secret = loadKeyEncryptionSecret(dataDirectory, {});
    const authLocation = { dialect: 'mysql', url: auth ?? '' } as const;
    const live = await openAuthDatabase(authLocation, secret);
    const tokenBeforeBackup = await live.tokens.sign(user);

    const backup = await runScript('backup', [folder], env);
    expect(backup.output).toContain('Backup written to');
    expect(backup.exitCode).toBe(0);
    for (const service of ['auth', 'content', 'billing']) {
      expect(modeOf(path.join(folder, `${service}.sql`))).toBe('600');
    }
    expect(modeOf(folder)).toBe('700');

    // The signing keys and the machine are lost: no key in the database, no secret file.
    await live.database.db.deleteFrom('signing_keys').execute();
    await live.close();
    rmSync(dataDirectory, { recursive: true });
    const restore = await runScript('restore', [folder], env);
    expect(restore.output).toContain('auth: restored');
    expect(restore.exitCode).toBe(0);

    const restored = await openAuthDatabase(authLocation, loadKeyEncryptionSecret(dataDirectory, {}));
    try {
      expect(await restored.tokens.verify(tokenBeforeBackup)).toEqual(user);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
