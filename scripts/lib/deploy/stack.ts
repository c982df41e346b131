// The stack under test: ops/deploy/compose.yml deployed with `docker stack deploy`, its secrets written to
// a private folder and turned into Docker secrets by the engine, and its tasks observed through the CLI.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../builds';
import { docker } from './docker';
import { mariadbImage, redisImage } from './images';

export const appServices = ['auth', 'content', 'billing'] as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DeployedStack {
  name: string;
  gatewayUrl: string;
  secretsDir: string;
}

/** Fresh secrets for one run, in a folder only root reads; compose.yml reads them through SECRETS_DIR. */
function writeSecrets(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'steady-deploy-secrets-'));
  chmodSync(folder, 0o700);
  const secret = (bytes: number) => randomBytes(bytes).toString('hex');
  const rootPassword = secret(24);
  const files: Record<string, string> = {
    internal_token: secret(32),
    key_encryption_secret: secret(32),
    mariadb_root_password: rootPassword,
    // Mails go nowhere: the outbox keeps retrying an address that is never reached.
    smtp_url: 'smtp://steady:unused@127.0.0.1:2525',
  };
  for (const service of appServices) {
    files[`${service}_database_url`] = `mysql://root:${rootPassword}@mariadb:3306/steady_${service}`;
  }
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(path.join(folder, name), `${value}\n`, { mode: 0o600 });
  }
  return folder;
}

/** Deploys compose.yml as stack `name`, Steady's images at `tag`, the gateway on 127.0.0.1:`gatewayPort`. */
export async function deployStack(name: string, tag: string, gatewayPort: number): Promise<DeployedStack> {
  const secretsDir = writeSecrets();
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const env = {
    ...process.env,
    STEADY_TAG: tag,
    GATEWAY_PORT: String(gatewayPort),
    PUBLIC_URL: `http://localhost:${gatewayPort}`,
    MARIADB_IMAGE: mariadbImage,
    REDIS_IMAGE: redisImage,
    SECRETS_DIR: secretsDir,
    LOG_LEVEL: 'warn',
    // The test buys premium on the local checkout, which billing refuses with NODE_ENV=production.
    LOCAL_CHECKOUT: '1',
    BILLING_NODE_ENV: 'staging',
    // All the load comes from one address; what is measured is the engine's work, not per-address limits.
    WRITES_PER_MINUTE: '1000000',
  };
  // No registry here: the images are local, so the engine must not try to resolve them to digests.
  await docker(
    ['stack', 'deploy', '--resolve-image', 'never', '--compose-file', 'ops/deploy/compose.yml', name],
    { env, cwd: repositoryRoot },
  );
  return { name, gatewayUrl, secretsDir };
}

interface RunningTask {
  id: string;
  container: string;
}

/** The service's tasks that run and passed their health check (Swarm holds a task in `starting` until then). */
export async function runningTasks(stack: string, service: string): Promise<RunningTask[]> {
  const lines = await docker([
    'service',
    'ps',
    `${stack}_${service}`,
    '--filter',
    'desired-state=running',
    '--no-trunc',
    '--format',
    '{{.ID}} {{.CurrentState}}',
  ]);
  const running = lines
    .split('\n')
    .filter((line) => / Running /.test(` ${line} `))
    .map((line) => line.split(' ')[0]!);
  return Promise.all(
    running.map(async (id) => ({
      id,
      container: await docker(['inspect', '--format', '{{.Status.ContainerStatus.ContainerID}}', id]),
    })),
  );
}

/** Waits until every service of the stack runs all its replicas and `ready()` holds. */
export async function waitForStack(
  stack: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const replicas = await docker([
      'service',
      'ls',
      '--filter',
      `label=com.docker.stack.namespace=${stack}`,
      '--format',
      '{{.Name}} {{.Replicas}}',
    ]);
    const converged =
      replicas !== '' &&
      replicas.split('\n').every((line) => {
        const [running, wanted] = (line.split(' ')[1] ?? '').split('/');
        return running === wanted;
      });
    if (converged && (await ready())) return;
    if (Date.now() > deadline)
      throw new Error(`The stack did not come up within ${timeoutMs / 1000} s:\n${replicas}`);
    await pause(1000);
  }
}

/** Removes the stack, waits for its containers to go, then removes its volume and network leftovers. */
export async function removeStack(deployed: { name: string; secretsDir?: string }): Promise<void> {
  const { name } = deployed;
  await docker(['stack', 'rm', name]).catch(() => undefined);
  const label = `label=com.docker.stack.namespace=${name}`;
  // Nothing to drain any more: the containers go at once rather than after their stop grace period.
  const containers = (await docker(['ps', '--all', '--quiet', '--filter', label]).catch(() => ''))
    .split('\n')
    .filter(Boolean);
  if (containers.length > 0) await docker(['rm', '--force', ...containers]).catch(() => undefined);
  const deadline = Date.now() + 60_000;
  while ((await docker(['ps', '--all', '--quiet', '--filter', label]).catch(() => '')) !== '') {
    if (Date.now() > deadline) break;
    await pause(1000);
  }
  const leftovers = async (kind: 'volume' | 'network' | 'secret') =>
    (await docker([kind, 'ls', '--quiet', '--filter', label]).catch(() => '')).split('\n').filter(Boolean);
  for (const kind of ['volume', 'network', 'secret'] as const) {
    for (const id of await leftovers(kind)) await docker([kind, 'rm', id]).catch(() => undefined);
  }
  if (deployed.secretsDir) rmSync(deployed.secretsDir, { recursive: true, force: true });
}

/** Each running container of the stack with its memory use, as `docker stats` reports it (cgroup). */
export async function memoryByTask(stack: string): Promise<string[]> {
  const containers = (
    await docker(['ps', '--quiet', '--filter', `label=com.docker.stack.namespace=${stack}`])
  )
    .split('\n')
    .filter(Boolean);
  if (containers.length === 0) return [];
  const lines = await docker(['stats', '--no-stream', '--format', '{{.Name}} {{.MemUsage}}', ...containers]);
  return lines
    .split('\n')
    .map((line) =>
      line
        .replace(`${stack}_`, '')
        .replace(/\.\w{25}/, '')
        .replace(/ \/ .*/, ''),
    )
    .sort();
}

/** The service's last logged errors (pino level 50 and above), to read a failed step by. */
export async function loggedErrors(stack: string, service: string): Promise<string[]> {
  const lines = await docker(['service', 'logs', '--raw', '--tail', '200', `${stack}_${service}`]).catch(
    () => '',
  );
  return lines
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line))
    .slice(-5);
}
