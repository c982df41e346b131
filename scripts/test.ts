// `npm test`: unit and integration tests (jest), then the end-to-end suite (Playwright in Chromium)
// against a fresh production build. `--e2e-only` skips jest; other arguments go to Playwright.
import { spawn } from 'node:child_process';
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

async function main(): Promise<number> {
  const given = process.argv.slice(2);
  const e2eOnly = given.includes('--e2e-only');
  const playwrightArguments = given.filter((argument) => argument !== '--e2e-only');
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  console.log(`Testing on ${mysqlUrl ? `SQLite and MySQL (${new URL(mysqlUrl).host})` : 'SQLite'}.`);

  if (!ensureChromium()) return 1;
  if (!e2eOnly) {
    const jestExit = await run('Unit and integration tests (jest)', 'node_modules/jest/bin/jest.js', [
      '--ci',
    ]);
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
