import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ServiceName } from '@steady/contracts';
import { ConfigError } from '../environment';

const lockPathOf = (filename: string) => `${filename}.lock`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SQLite is the single-machine default: one running instance of a service per database file. Two writers on
 * one file answer "database is locked" to a share of writes, so a second instance is refused at start,
 * pointing to MySQL. The lock is a file next to the database naming the holder's process id; one left by a
 * process that has died (a crash, SIGKILL) is taken over. Returns the release function.
 */
export function acquireSqliteWriterLock(service: ServiceName, filename: string): () => void {
  const lockPath = lockPathOf(filename);
  mkdirSync(path.dirname(filename), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(lockPath, 'wx', 0o600);
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      const release = () => {
        if (holderOf(lockPath) === process.pid) unlinkSync(lockPath);
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockPath);
      if (holder !== undefined && isRunning(holder)) {
        const variable = `${service.toUpperCase()}_DATABASE_URL`;
        throw new ConfigError([
          `${variable}: the SQLite file ${filename} is already used by a running ${service} service (process ${holder}). ` +
            `SQLite runs one instance per service on one machine; to run several instances, use MySQL or MariaDB ` +
            `(${variable}=mysql://user:password@host:3306/steady_${service}).`,
        ]);
      }
      unlinkSync(lockPath);
    }
  }
  throw new ConfigError([`Could not take the lock ${lockPath}; another ${service} service is starting`]);
}
