// `npm run dev`: every service and the gateway restart on change, and the shell and remotes run
// under `rspack serve` with hot reload. Open the shell's dev server; it proxies /api to the gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apps, remotes, shell } from '@steady/app-registry';
import { repositoryRoot } from './lib/builds';
import { servicePortsFromEnvironment, startStack, stopProcess } from './lib/stack';

function startDevServer(folder: string): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(repositoryRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve'],
    {
      cwd: path.join(repositoryRoot, folder),
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'inherit',
    },
  );
}

async function main() {
  const remoteUrls = Object.fromEntries(
    remotes.map((remote) => [
      remote.manifestUrlVariable,
      `http://localhost:${remote.devPort}/mf-manifest.json`,
    ]),
  );
  const stack = await startStack({
    gatewayPort: Number(process.env.PORT ?? 8080),
    servicePorts: servicePortsFromEnvironment(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...remoteUrls },
    output: (text) => process.stdout.write(text),
    watch: true,
  });
  const devServers = apps.map((app) => startDevServer(app.folder));
  console.log(`\nSteady (dev) is starting: open http://localhost:${shell.devPort}\n(Ctrl-C to stop)\n`);

  const stop = async () => {
    await Promise.all([...devServers.map(stopProcess), stack.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
