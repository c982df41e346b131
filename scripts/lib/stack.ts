// Starts the three services and the gateway as child processes: used by `npm start`, the end-to-end
// tests and the benchmarks, so all three run the app the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { generateInternalToken } from '@steady/service-common/internal-credential';
import { repositoryRoot } from './builds';
import { ensurePortsAreFree } from './free-ports';

export const services = ['auth', 'content', 'billing'] as const;
export type ServiceName = (typeof services)[number];

export interface StartStackOptions {
  gatewayPort?: number;
  servicePorts?: Partial<Record<ServiceName, number>>;
  env?: Record<string, string>;
  output?: (text: string) => void;
  /** Restart each process when its source changes (`npm run dev`). */
  watch?: boolean;
}

export interface RunningStack {
  url: string;
  ports: Record<ServiceName, number>;
  processes: Partial<Record<ServiceName | 'gateway', ChildProcess>>;
  stop(): Promise<void>;
}

/** AUTH_PORT, CONTENT_PORT and BILLING_PORT when the operator set them. */
export function servicePortsFromEnvironment(): Partial<Record<ServiceName, number>> {
  return Object.fromEntries(
    services
      .map((service) => [service, Number(process.env[`${service.toUpperCase()}_PORT`])] as const)
      .filter(([, port]) => Number.isInteger(port) && port > 0),
  );
}

/** A free TCP port on loopback, for tests and benchmarks that must not collide with a running app. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

function startProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  output: (text: string) => void,
  watch = false,
): ChildProcess {
  const watchFlags = watch ? ['--watch'] : [];
  const child = spawn(
    process.execPath,
    [...watchFlags, '--import', 'tsx', path.join(repositoryRoot, entry)],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) =>
      output(text.replace(/\n(?!$)/g, `\n${prefix}`).replace(/^/, prefix)),
    );
  }
  return child;
}

/**
 * Starts services and gateway on the given ports (defaults: 4001–4003 and 8080) and resolves once
 * all answer /healthz. `env` is passed to every process (databases, log level, remote URLs).
 */
export async function startStack({
  gatewayPort = 8080,
  servicePorts = {},
  env = {},
  output = () => {},
  watch = false,
}: StartStackOptions = {}): Promise<RunningStack> {
  const ports: Record<ServiceName, number> = { auth: 4001, content: 4002, billing: 4003, ...servicePorts };
  const sharedEnv = {
    // Development, tests and benchmarks take premium through the local test checkout unless told otherwise.
    LOCAL_CHECKOUT: process.env.LOCAL_CHECKOUT ?? (process.env.NODE_ENV === 'production' ? '0' : '1'),
    // One secret per run, the same for every process: /internal answers only the services of this stack.
    INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? generateInternalToken(),
    // Absolute links (Stripe's return URLs, Google's callback) name the gateway, never a request's Host.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
    ...env,
    AUTH_PORT: String(ports.auth),
    CONTENT_PORT: String(ports.content),
    BILLING_PORT: String(ports.billing),
    AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    CONTENT_URL: `http://127.0.0.1:${ports.content}`,
    BILLING_URL: `http://127.0.0.1:${ports.billing}`,
    AUTH_JWKS_URL: `http://127.0.0.1:${ports.auth}/api/auth/jwks.json`,
    BILLING_INTERNAL_URL: `http://127.0.0.1:${ports.billing}`,
    CONTENT_INTERNAL_URL: `http://127.0.0.1:${ports.content}`,
  };
  await ensurePortsAreFree([
    ...services.map((service) => ({
      owner: `the ${service} service`,
      port: ports[service],
      host: env.HOST ?? '127.0.0.1',
      variable: `${service.toUpperCase()}_PORT`,
    })),
    { owner: 'the gateway', port: gatewayPort, host: env.HOST ?? '0.0.0.0', variable: 'PORT' },
  ]);
  const processes: RunningStack['processes'] = {};
  const stop = () => stopStack(processes);
  try {
    for (const service of services) {
      processes[service] = startProcess(service, `services/${service}/src/main.ts`, sharedEnv, output, watch);
    }
    await Promise.all(
      services.map((service) =>
        waitForHealth(
          `http://127.0.0.1:${ports[service]}/healthz`,
          processes[service] as ChildProcess,
          30_000,
        ),
      ),
    );
    processes.gateway = startProcess(
      'gateway',
      'gateway/src/main.ts',
      { ...sharedEnv, PORT: String(gatewayPort) },
      output,
      watch,
    );
    await waitForHealth(`http://127.0.0.1:${gatewayPort}/healthz`, processes.gateway, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${gatewayPort}`, ports, processes, stop };
}

/** Stops one process (SIGTERM, then SIGKILL after 5 s) and resolves when it has exited. */
export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopStack(processes: RunningStack['processes']): Promise<void> {
  await Promise.all(Object.values(processes).map(stopProcess));
}
