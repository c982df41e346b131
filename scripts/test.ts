// `npm test`: unit and integration tests (jest), then the end-to-end suite (Playwright in Chromium)
// against a fresh production build. `--e2e-only` skips jest and `--jest-only` the end-to-end suite;
// `--database-suites-only` runs only the jest suites that touch a database (CI's pass on MySQL) and
// `--no-database-suites` all the others; other arguments go to Playwright.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleApps, repositoryRoot } from './lib/builds';
import { ensureChromium } from './lib/ensure-chromium';
import { jestCli, jestSuites } from './lib/jest-suites';

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

function jestArguments(databaseSuitesOnly: boolean, noDatabaseSuites: boolean): string[] {
  if (!databaseSuitesOnly && !noDatabaseSuites) return ['--ci'];
  const { database, other } = jestSuites();
  return ['--ci', '--runTestsByPath', ...(databaseSuitesOnly ? database : other)];
}

const ownFlags = ['--e2e-only', '--jest-only', '--database-suites-only', '--no-database-suites'];

async function main(): Promise<number> {
  const given = process.argv.slice(2);
  const e2eOnly = given.includes('--e2e-only');
  const jestOnly = given.includes('--jest-only');
  const databaseSuitesOnly = given.includes('--database-suites-only');
  const noDatabaseSuites = given.includes('--no-database-suites');
  const playwrightArguments = given.filter((argument) => !ownFlags.includes(argument));
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  console.log(`Testing on ${mysqlUrl ? `SQLite and MySQL (${new URL(mysqlUrl).host})` : 'SQLite'}.`);

  if (!jestOnly && !ensureChromium()) return 1;
  if (!e2eOnly) {
    const label = databaseSuitesOnly
      ? 'Integration tests that touch a database (jest)'
      : `Unit and integration tests${noDatabaseSuites ? ' that touch no database' : ''} (jest)`;
    const jestExit = await run(label, jestCli, jestArguments(databaseSuitesOnly, noDatabaseSuites));
    if (jestExit !== 0 || jestOnly) return jestExit;
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
