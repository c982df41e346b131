// Which jest suites a run takes: CI runs those that touch a database once, on SQLite and MySQL, and the
// others once, on SQLite alone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repositoryRoot } from './builds';

export const jestCli = 'node_modules/jest/bin/jest.js';

/** A suite touches a database when it asks for the dialects under test. */
const touchesDatabase = (file: string): boolean => readFileSync(file, 'utf8').includes('testDialects(');

/** Every suite jest finds, split by whether it touches a database. */
export function jestSuites(): { database: string[]; other: string[] } {
  const listed = execFileSync(process.execPath, [jestCli, '--listTests'], { cwd: repositoryRoot });
  const files = listed
    .toString()
    .split('\n')
    .filter((file) => file.trim() !== '');
  return { database: files.filter(touchesDatabase), other: files.filter((file) => !touchesDatabase(file)) };
}
