// Starts the three services and the gateway as child processes: used by `npm start`, the end-to-end
// tests and the benchmarks, so all three run the app the same way.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { generateInternalToken } from '@steady/service-common/internal-credential';
import { ensurePortsAreFree } from './free-ports';
import { SupervisedProcess, terminate } from './supervisor';

export const services = ['auth', 'content', 'billing'] as const;
export type ServiceName = (typeof services)[number];

/**
 * The gateway collects garbage on its own thread. With V8's helper threads competing for cores the load
 * already fills, young-generation collections promote finished requests to the old generation, and garbage
 * collection costs several times more per proxied request; `--single-threaded-gc` keeps them young. None of
 * the separate helper-thread flags it implies is enough on its own.
 */
export const gatewayNodeFlags = ['--single-threaded-gc'] as const;

interface StartStackOptions {
  gatewayPort?: number;
  servicePorts?: Partial<Record<ServiceName, number>>;
  env?: Record<string, string>;
  output?: (text: string) => void;
  /** Where a crashed process and its restart are reported (default: `output`). */
  report?: (line: string) => void;
  /** Restart each process when its source changes (`npm run dev`). */
  watch?: boolean;
}

export interface RunningStack {
  url: string;
  ports: Record<ServiceName, number>;
  /** Each process under its supervisor: the running child, a stop that is not restarted, a graceful restart. */
  processes: Record<ServiceName | 'gateway', SupervisedProcess>;
  /** The environment every service process got: a further instance of a service starts with it and its own port. */
  environment: Readonly<NodeJS.ProcessEnv>;
  /** Drains and stops everything: the gateway first, then the services. */
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

function isFreeOnLoopback(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const listening = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(listening));
    });
  });
}

/**
 * `FREE_PORT_RANGE=5100-5199`: the ports this run may take, on a machine shared with other runs that each
 * keep to their own range (unset: any port the system hands out).
 */
const freePortRange = /^(\d+)-(\d+)$/.exec(process.env.FREE_PORT_RANGE ?? '');
let nextPortInRange = freePortRange ? Number(freePortRange[1]) : 0;

/** A free TCP port on loopback, for tests and benchmarks that must not collide with a running app. */
export async function findFreePort(): Promise<number> {
  if (!freePortRange) return (await isFreeOnLoopback(0))!;
  // Handed out in turn, so ports asked for together are distinct before any of them is listened on.
  while (nextPortInRange <= Number(freePortRange[2])) {
    const free = await isFreeOnLoopback(nextPortInRange++);
    if (free !== undefined) return free;
  }
  throw new Error(`No free port left in FREE_PORT_RANGE=${process.env.FREE_PORT_RANGE}`);
}

async function waitForHealth(url: string, supervised: SupervisedProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { exitCode } = supervised.child;
    if (exitCode !== null) throw new Error(`${url} exited with code ${exitCode}`);
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

/**
 * The complete environment, taken once: every start and restart of a process gets exactly this. The
 * services' ports and addresses override `env`, which overrides the defaults.
 */
function stackEnvironment(
  gatewayPort: number,
  ports: Record<ServiceName, number>,
  env: Record<string, string>,
): Readonly<NodeJS.ProcessEnv> {
  return Object.freeze({
    ...process.env,
    // Development, tests and benchmarks take premium through the local test checkout unless told otherwise.
    LOCAL_CHECKOUT: process.env.LOCAL_CHECKOUT ?? (process.env.NODE_ENV === 'production' ? '0' : '1'),
    // …and keep their mails in the local outbox, shown to this machine only, unless SMTP_URL is set.
    LOCAL_OUTBOX: process.env.LOCAL_OUTBOX ?? (process.env.NODE_ENV === 'production' ? '0' : '1'),
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
  });
}

/**
 * Starts services and gateway on the given ports (defaults: 4001–4003 and 8080) and resolves once all answer
 * /healthz; from then on each is restarted when it crashes. `env` is passed to every process (databases, log
 * level, remote URLs).
 */
export async function startStack({
  gatewayPort = 8080,
  servicePorts = {},
  env = {},
  output = () => {},
  report = (line) => output(`${line}\n`),
  watch = false,
}: StartStackOptions = {}): Promise<RunningStack> {
  const ports: Record<ServiceName, number> = { auth: 4001, content: 4002, billing: 4003, ...servicePorts };
  const sharedEnv = stackEnvironment(gatewayPort, ports, env);
  await ensurePortsAreFree([
    ...services.map((service) => ({
      owner: `the ${service} service`,
      port: ports[service],
      host: env.HOST ?? '127.0.0.1',
      variable: `${service.toUpperCase()}_PORT`,
    })),
    { owner: 'the gateway', port: gatewayPort, host: env.HOST ?? '0.0.0.0', variable: 'PORT' },
  ]);
  const supervise = (
    name: ServiceName | 'gateway',
    entry: string,
    processEnv: Readonly<NodeJS.ProcessEnv>,
    nodeFlags: readonly string[] = [],
  ) => new SupervisedProcess({ name, entry, env: processEnv, output, report, watch, nodeFlags });
  const started: Partial<RunningStack['processes']> = {};
  const stopStarted = () => stopInOrder(started);
  // The processes run in their own process groups; whatever ends this one must not leave them behind.
  const killLeftovers = () =>
    Object.values(started).forEach((supervised) => supervised.child.kill('SIGKILL'));
  process.once('exit', killLeftovers);
  try {
    for (const service of services) {
      started[service] = supervise(service, `services/${service}/src/main.ts`, sharedEnv);
    }
    await Promise.all(
      services.map((service) =>
        waitForHealth(
          `http://127.0.0.1:${ports[service]}/healthz`,
          started[service] as SupervisedProcess,
          30_000,
        ),
      ),
    );
    started.gateway = supervise(
      'gateway',
      'gateway/src/main.ts',
      Object.freeze({ ...sharedEnv, PORT: String(gatewayPort) }),
      gatewayNodeFlags,
    );
    await waitForHealth(`http://127.0.0.1:${gatewayPort}/healthz`, started.gateway, 30_000);
  } catch (error) {
    await stopStarted();
    process.off('exit', killLeftovers);
    throw error;
  }
  const processes = started as RunningStack['processes'];
  Object.values(processes).forEach((supervised) => supervised.supervise());
  return {
    url: `http://localhost:${gatewayPort}`,
    ports,
    processes,
    environment: sharedEnv,
    stop: async () => {
      await stopInOrder(processes);
      process.off('exit', killLeftovers);
    },
  };
}

/**
 * The gateway first: it stops accepting and finishes its in-flight requests while the services are still
 * there to answer them; then the services, which by then have only their own background work left.
 */
async function stopInOrder(processes: Partial<RunningStack['processes']>): Promise<void> {
  await processes.gateway?.stop();
  await Promise.all(services.map((service) => processes[service]?.stop()));
}

/** Stops a process that is not supervised (a dev server, nginx): SIGTERM, later SIGKILL. */
export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  return child ? terminate(child) : Promise.resolve();
}
