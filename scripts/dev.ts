// `npm run dev`: every service and the gateway restart on change, and the shell and remotes run
// under `rspack serve` with hot reload. Open the shell's dev server; it proxies /api to the gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@steady/contracts';
import { repositoryRoot } from './lib/builds';
import { servicePortsFromEnvironment, startStack, stopProcess } from './lib/stack';

const devServerPorts: Record<'shell' | RemoteName, number> = {
  shell: 3000,
  mf_recommendations: 3001,
  mf_techniques: 3002,
  mf_tests: 3003,
  mf_account: 3004,
};
const appFolder = (name: 'shell' | RemoteName) => (name === 'shell' ? 'shell' : name.replace('_', '-'));

function startDevServer(name: 'shell' | RemoteName): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(repositoryRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve'],
    {
      cwd: path.join(repositoryRoot, appFolder(name)),
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'inherit',
    },
  );
}

async function main() {
  const remoteUrls = Object.fromEntries(
    remoteNames.map((name) => [
      `REMOTE_${name.toUpperCase()}_URL`,
      `http://localhost:${devServerPorts[name]}/mf-manifest.json`,
    ]),
  );
  const stack = await startStack({
    gatewayPort: Number(process.env.PORT ?? 8080),
    servicePorts: servicePortsFromEnvironment(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...remoteUrls },
    output: (text) => process.stdout.write(text),
    watch: true,
  });
  const devServers = (['shell', ...remoteNames] as const).map(startDevServer);
  console.log(
    `\nSteady (dev) is starting: open http://localhost:${devServerPorts.shell}\n(Ctrl-C to stop)\n`,
  );

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
