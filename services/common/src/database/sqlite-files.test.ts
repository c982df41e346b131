import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './open';
import { acquireSqliteWriterLock } from './sqlite-writer-lock';

describe('SQLite data files', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'steady-sqlite-files-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('are created readable by their owner only (0600), -wal and -shm included', async () => {
    const filename = path.join(directory, 'data', 'auth.sqlite');
    const database = openDatabase<unknown>({ dialect: 'sqlite', filename });
    await sql`create table notes (text varchar(20))`.execute(database.db);
    await sql`insert into notes values ('private')`.execute(database.db);
    for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    }
    expect((statSync(path.dirname(filename)).mode & 0o777).toString(8)).toBe('700');
    await database.close();
  });

  it('narrow a file an older version left world-readable', async () => {
    const filename = path.join(directory, 'content.sqlite');
    writeFileSync(filename, '', { mode: 0o644 });
    const database = openDatabase<unknown>({ dialect: 'sqlite', filename });
    expect((statSync(filename).mode & 0o777).toString(8)).toBe('600');
    await database.close();
  });
});

describe('one writer instance per SQLite file', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'steady-sqlite-lock-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('refuses a second instance while the first runs, pointing to MySQL, and admits one after release', () => {
    const filename = path.join(directory, 'not-yet-created', 'billing.sqlite');
    const release = acquireSqliteWriterLock('billing', filename);
    expect(() => acquireSqliteWriterLock('billing', filename)).toThrow(
      /BILLING_DATABASE_URL: the SQLite file .* is already used by a running billing service \(process \d+\)\. SQLite runs one instance per service on one machine; to run several instances, use MySQL or MariaDB/,
    );
    release();
    acquireSqliteWriterLock('billing', filename)();
  });

  it('takes over a lock left by a process that died', () => {
    const filename = path.join(directory, 'auth.sqlite');
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(`${filename}.lock`, String(dead));
    const release = acquireSqliteWriterLock('auth', filename);
    release();
  });

  it('refuses while another live process holds the lock', () => {
    const filename = path.join(directory, 'content.sqlite');
    writeFileSync(`${filename}.lock`, String(process.ppid));
    expect(() => acquireSqliteWriterLock('content', filename)).toThrow(/CONTENT_DATABASE_URL/);
  });
});
