import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sqliteFileMode } from '../database/open';

/**
 * Copies a live SQLite database with `VACUUM INTO`: one statement inside one read transaction, so the service
 * may keep writing (WAL) and the copy is exactly the database as of one moment. SQLite's page-by-page
 * backup API restarts whenever another connection writes between its steps, and under a steady stream of
 * writes it never finishes; this does not.
 */
export async function backupSqlite(source: string, destination: string): Promise<void> {
  mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  if (existsSync(destination)) throw new Error(`${destination} already exists; choose another backup folder`);
  const connection = new BetterSqlite3(source, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    connection.prepare('vacuum into ?').run(destination);
  } finally {
    connection.close();
  }
  chmodSync(destination, sqliteFileMode);
}

/** Says whether a backup file is a whole, readable SQLite database. */
function checkSqliteBackup(file: string): void {
  const connection = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const result = connection.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
  } finally {
    connection.close();
  }
}

/**
 * Puts a backup in place of a database whose service is stopped (the caller holds its writer lock): the old
 * -wal and -shm files go first, or SQLite would replay them over the restored copy.
 */
export function restoreSqlite(backup: string, destination: string): void {
  checkSqliteBackup(backup);
  mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  for (const file of [`${destination}-wal`, `${destination}-shm`]) {
    if (existsSync(file)) rmSync(file);
  }
  copyFileSync(backup, destination);
  chmodSync(destination, sqliteFileMode);
}
