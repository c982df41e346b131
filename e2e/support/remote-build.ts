import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '../..');

interface RemoteVariant {
  /** The remote's folder, e.g. mf-tests. */
  remote: string;
  /** Changes made to the copy of the remote's source before it is built (the folder is given). */
  change?: (appDirectory: string) => void;
  /** Workspace packages the copy is built against at another version, e.g. { '@steady/bus': '2.0.0' }. */
  packageVersions?: Record<string, string>;
}

/**
 * The dependencies a copy builds against: the repository's, through links, except the named workspace
 * packages, copied with another version (what a team building against another release of them would have).
 */
function linkDependencies(workspace: string, packageVersions: Record<string, string>) {
  const repositoryModules = path.join(repositoryRoot, 'node_modules');
  const modules = path.join(workspace, 'node_modules');
  if (Object.keys(packageVersions).length === 0) {
    symlinkSync(repositoryModules, modules, 'dir');
    return;
  }
  mkdirSync(path.join(modules, '@steady'), { recursive: true });
  for (const entry of readdirSync(repositoryModules)) {
    if (entry !== '@steady') symlinkSync(path.join(repositoryModules, entry), path.join(modules, entry));
  }
  for (const entry of readdirSync(path.join(repositoryModules, '@steady'))) {
    const name = `@steady/${entry}`;
    const source = path.join(repositoryModules, name);
    const target = path.join(modules, name);
    const version = packageVersions[name];
    if (version === undefined) {
      symlinkSync(source, target);
      continue;
    }
    // Beside node_modules, linked in, as npm links a workspace: the build compiles no file under node_modules.
    const packageFolder = realpathSync(source);
    const copy = path.join(workspace, 'packages', entry);
    cpSync(packageFolder, copy, {
      recursive: true,
      filter: (file) => !path.relative(packageFolder, file).startsWith('node_modules'),
    });
    symlinkSync(copy, target, 'dir');
    const packageFile = path.join(copy, 'package.json');
    writeFileSync(packageFile, JSON.stringify({ ...JSON.parse(readFileSync(packageFile, 'utf8')), version }));
  }
}

/**
 * Another build of a remote, as its team would ship it: a copy of today's source, changed, built alone
 * (the build hosts load, `dist/`) in a folder outside the repository. Resolves to that `dist` folder.
 */
export function buildRemoteVariant({ remote, change, packageVersions = {} }: RemoteVariant): Promise<string> {
  const workspace = mkdtempSync(path.join(tmpdir(), `steady-${remote}-variant-`));
  linkDependencies(workspace, packageVersions);
  const appDirectory = path.join(workspace, remote);
  cpSync(path.join(repositoryRoot, remote), appDirectory, {
    recursive: true,
    filter: (source) => !/[\\/](dist|dist-standalone)$/.test(source),
  });
  change?.(appDirectory);
  return new Promise((resolve, reject) => {
    const build = spawn(
      process.execPath,
      [
        path.join(repositoryRoot, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '--config-name',
        'federated',
      ],
      {
        cwd: appDirectory,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.on('exit', (code) =>
      code === 0
        ? resolve(path.join(appDirectory, 'dist'))
        : reject(new Error(`The build failed:\n${output}`)),
    );
  });
}

/** Removes the folder a variant was built in. */
export const variantWorkspace = (distFolder: string) => path.dirname(path.dirname(distFolder));
