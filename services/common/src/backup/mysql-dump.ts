import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** mysqldump/mysql arguments for a mysql:// URL; the password travels in MYSQL_PWD, never on the command line. */
function clientOptions(url: string) {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  const args = [
    `--host=${parsed.hostname}`,
    `--port=${parsed.port || '3306'}`,
    `--user=${decodeURIComponent(parsed.username)}`,
  ];
  const env = { ...process.env, MYSQL_PWD: decodeURIComponent(parsed.password) };
  return { args, env, database };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: ['pipe' | 'ignore', 'pipe' | 'ignore'],
) {
  const child = spawn(command, args, { env, stdio: [stdio[0], stdio[1], 'pipe'] });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed; install the MySQL/MariaDB client tools to back up MySQL`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
  return { child, done };
}

/**
 * `mysqldump --single-transaction`: a consistent dump of InnoDB tables while the service keeps writing.
 * Like a SQLite backup, into a folder made owner-only when missing, never over an earlier file.
 */
export async function dumpMysql(url: string, destination: string): Promise<void> {
  mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  if (existsSync(destination)) throw new Error(`${destination} already exists; choose another backup folder`);
  const { args, env, database } = clientOptions(url);
  const { child, done } = run(
    'mysqldump',
    [...args, '--single-transaction', '--no-tablespaces', '--routines', database],
    env,
    ['ignore', 'pipe'],
  );
  const file = createWriteStream(destination, { mode: 0o600 });
  const written = new Promise<void>((resolve, reject) => {
    file.on('close', () => resolve());
    file.on('error', (error) => {
      child.kill();
      reject(error);
    });
  });
  child.stdout?.pipe(file);
  await Promise.all([done, written]);
}

/** Loads a dump made by dumpMysql into the database of `url` (which must exist). */
export async function loadMysqlDump(url: string, dump: string): Promise<void> {
  const { args, env, database } = clientOptions(url);
  const { child, done } = run('mysql', [...args, database], env, ['pipe', 'ignore']);
  if (child.stdin) createReadStream(dump).pipe(child.stdin);
  await done;
}
