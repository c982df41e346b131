// Production builds of the shell and every registered remote, rebuilt only when their inputs changed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '@steady/app-registry';
import { buildServiceWorker } from './service-worker';

export const repositoryRoot = path.resolve(__dirname, '../..');

const sharedInputs = ['packages', 'package-lock.json'];
const stampFile = '.build-stamp';

function listFiles(location: string): string[] {
  if (!existsSync(location)) return [];
  if (statSync(location).isFile()) return [location];
  return readdirSync(location, { withFileTypes: true }).flatMap((entry) =>
    ['node_modules', 'dist', 'dist-standalone'].includes(entry.name)
      ? []
      : listFiles(path.join(location, entry.name)),
  );
}

/** A fingerprint of everything that goes into an app's bundle: its own files and the shared packages. */
function inputsFingerprint(app: string): string {
  const hash = createHash('sha256');
  const files = [
    ...listFiles(path.join(repositoryRoot, app)),
    ...sharedInputs.flatMap((input) => listFiles(path.join(repositoryRoot, input))),
  ];
  for (const file of files.sort()) {
    hash.update(path.relative(repositoryRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function runBuild(app: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repositoryRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'],
      {
        cwd: path.join(repositoryRoot, app),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building ${app} failed:\n${output}`)),
    );
  });
}

/** Builds every front-end app whose dist is missing or older than its inputs; returns the apps built. */
export async function buildStaleApps({ force = false, log = console.log } = {}): Promise<string[]> {
  const built: string[] = [];
  for (const app of apps.map(({ folder }) => folder)) {
    const fingerprint = inputsFingerprint(app);
    const stampPath = path.join(repositoryRoot, app, 'dist', stampFile);
    const upToDate = !force && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === fingerprint;
    if (upToDate) continue;
    log(`Building ${app}…`);
    await runBuild(app);
    writeFileSync(stampPath, fingerprint);
    built.push(app);
  }
  // The worker's precache list names every build's files: written again whenever one of them changed.
  if (built.length > 0 || !existsSync(path.join(repositoryRoot, 'shell', 'dist', 'sw.js'))) {
    const { count, size, remoteFiles } = await buildServiceWorker();
    log(
      `Service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB; ${remoteFiles} remote files kept once used`,
    );
  }
  return built;
}
