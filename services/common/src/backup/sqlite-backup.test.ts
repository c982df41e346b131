import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

const writerScript = `
const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
const database = new Database(process.argv[1]);
database.pragma('busy_timeout = 5000');
const insert = database.prepare('insert into writes (note) values (?)');
let written = 0;
const step = () => {
  for (let index = 0; index < 20; index += 1) {
    insert.run('write ' + (written + 1));
    written += 1;
    process.stdout.write(written + '\\n');
  }
  setImmediate(step);
};
step();
`;

describe('SQLite backup and restore', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'steady-backup-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('backs up while another process keeps writing; the restored copy has every row acknowledged before it', async () => {
    const live = path.join(directory, 'auth.sqlite');
    const setup = new BetterSqlite3(live);
    setup.pragma('journal_mode = WAL');
    setup.exec('create table writes (id integer primary key, note text not null)');
    setup.close();

    // The service's part: a separate process committing one row at a time and acknowledging each.
    const writer = spawn(process.execPath, ['-e', writerScript, live], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let acknowledged = 0;
    writer.stdout.setEncoding('utf8');
    writer.stdout.on('data', (text: string) => {
      const last = text.trim().split('\n').at(-1);
      if (last) acknowledged = Number(last);
    });
    const waitFor = async (count: number) => {
      while (acknowledged < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await waitFor(500);

    const acknowledgedBeforeBackup = acknowledged;
    const backup = path.join(directory, 'backups', 'auth.sqlite');
    await backupSqlite(live, backup);
    await waitFor(acknowledgedBeforeBackup + 200);
    writer.kill();
    await once(writer, 'exit');

    const restored = path.join(directory, 'restored', 'auth.sqlite');
    restoreSqlite(backup, restored);
    expect((statSync(backup).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(restored).mode & 0o777).toString(8)).toBe('600');
    const copy = new BetterSqlite3(restored, { readonly: true });
    const { count, highest } = copy
      .prepare('select count(*) as count, max(id) as highest from writes')
      .get() as { count: number; highest: number };
    copy.close();
    // Every write acknowledged before the backup began is there, and the copy is one consistent moment:
    // a gap-free prefix of the writes, fewer than were written in all.
    expect(count).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
    expect(highest).toBe(count);
    expect(count).toBeLessThan(acknowledged);
  }, 30_000);

  it('refuses to restore a file that is not a SQLite database', () => {
    const notADatabase = path.join(directory, 'notes.sqlite');
    writeFileSync(notADatabase, 'not a database at all, just text');
    expect(() => restoreSqlite(notADatabase, path.join(directory, 'auth.sqlite'))).toThrow();
  });
});
