// `npm test`: unit and integration tests (jest), then the end-to-end suite (Playwright in Chromium)
// against a fresh production build. `--e2e-only` skips jest; `--database-suites-only` runs only the jest
// suites that touch a database (CI's second pass, on MySQL); other arguments go to Playwright.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildStaleApps, repositoryRoot } from './lib/builds';
import { ensureChromium } from './lib/ensure-chromium';

function run(label: string, script: string, scriptArguments: string[]): Promise<number> {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repositoryRoot, script), ...scriptArguments], {
      cwd: repositoryRoot,
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const jestCli = 'node_modules/jest/bin/jest.js';

/** The jest suites that run against a database: those that ask for the dialects under test. */
function databaseSuites(): string[] {
  const listed = execFileSync(process.execPath, [jestCli, '--listTests'], { cwd: repositoryRoot });
  return listed
    .toString()
    .split('\n')
    .filter((file) => file.trim() !== '' && readFileSync(file, 'utf8').includes('testDialects('));
}

const ownFlags = ['--e2e-only', '--database-suites-only'];

async function main(): Promise<number> {
  const given = process.argv.slice(2);
  const e2eOnly = given.includes('--e2e-only');
  const databaseSuitesOnly = given.includes('--database-suites-only');
  const playwrightArguments = given.filter((argument) => !ownFlags.includes(argument));
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  console.log(`Testing on ${mysqlUrl ? `SQLite and MySQL (${new URL(mysqlUrl).host})` : 'SQLite'}.`);

  if (!ensureChromium()) return 1;
  if (!e2eOnly) {
    const jestExit = databaseSuitesOnly
      ? await run('Integration tests that touch a database (jest)', jestCli, ['--ci', ...databaseSuites()])
      : await run('Unit and integration tests (jest)', jestCli, ['--ci']);
    if (jestExit !== 0) return jestExit;
  }
  console.log('\n▶ Production build for the end-to-end tests');
  await buildStaleApps();
  return run('End-to-end tests (Playwright, Chromium)', 'node_modules/@playwright/test/cli.js', [
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...playwrightArguments,
  ]);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
