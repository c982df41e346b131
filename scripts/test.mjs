// `npm test`: unit and integration tests (jest), then the end-to-end suite (Playwright in Chromium)
// against a fresh production build. `--e2e-only` skips jest; extra arguments go to Playwright.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleApps, repositoryRoot } from './lib/builds.mjs';

const argumentsGiven = process.argv.slice(2);
const e2eOnly = argumentsGiven.includes('--e2e-only');
const playwrightArguments = argumentsGiven.filter((argument) => argument !== '--e2e-only');

function run(label, script, scriptArguments, env = {}) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repositoryRoot, script), ...scriptArguments], {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const database = process.env.TEST_MYSQL_URL ? `SQLite and MySQL (${new URL(process.env.TEST_MYSQL_URL).host})` : 'SQLite';
console.log(`Testing on ${database}.`);

if (!e2eOnly) {
  const jestExit = await run('Unit and integration tests (jest)', 'node_modules/jest/bin/jest.js', ['--ci']);
  if (jestExit !== 0) process.exit(jestExit);
}

console.log('\n▶ Production build for the end-to-end tests');
await buildStaleApps();
const e2eExit = await run('End-to-end tests (Playwright, Chromium)', 'node_modules/@playwright/test/cli.js', [
  'test',
  '-c',
  'e2e/playwright.config.ts',
  ...playwrightArguments,
]);
process.exit(e2eExit);
