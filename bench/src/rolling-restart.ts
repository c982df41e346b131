// A rolling restart of the content service with two instances behind the gateway, under steady reads and
// keyed writes: instance A drains, stops, starts again and is back in use, then instance B the same way.
// Two instances need a database both can write: SQLite refuses a second one on its file, so this runs
// content on MySQL/MariaDB (TEST_MYSQL_URL) and the rest of the stack as `npm start` runs it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { findFreePort, startStack } from '../../scripts/lib/stack';
import { SupervisedProcess } from '../../scripts/lib/supervisor';
import { registerBenchAccount } from './bench-account';

/** `BENCH_VERBOSE=1`: every process's log on stdout, to trace a lost request to the line that lost it. */
const printLog = (text: string) => {
  if (process.env.BENCH_VERBOSE) process.stdout.write(text);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clientCount = 8;

interface RollingRestartFigures {
  clients: number;
  requests: number;
  reads: number;
  writes: number;
  /** Cut off (socket error, timeout) or answered with any 5xx. */
  lost: number;
  lostByKind: Record<string, number>;
  /** How long each instance took from its stop to serving requests through the gateway again. */
  restartMs: { a: number; b: number };
  database: string;
}

/** pino-http's line for a request the gateway passed on (health checks are not logged). */
const servedRequest = /"url":"\/api\//;

/** Counts the API requests an instance logged, so the bench sees when the gateway uses it again. */
class ServedRequests {
  count = 0;
  constructor(private readonly prefix: string) {}
  take(text: string): void {
    for (const line of text.split('\n')) {
      if (line.startsWith(this.prefix) && servedRequest.test(line)) this.count += 1;
    }
  }
}

async function waitUntilHealthy(instanceUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${instanceUrl}/healthz`, { signal: AbortSignal.timeout(1000) }).catch(
      () => undefined,
    );
    if (response?.ok) return;
    await pause(100);
  }
  throw new Error(`${instanceUrl} did not answer /healthz within 60 s`);
}

/** Waits until the gateway sends the instance a request again (under load, one comes within a moment). */
async function waitUntilServing(instanceUrl: string, served: ServedRequests): Promise<void> {
  const before = served.count;
  const deadline = Date.now() + 30_000;
  while (served.count === before) {
    if (Date.now() > deadline) throw new Error(`The gateway sent ${instanceUrl} nothing for 30 s`);
    await pause(50);
  }
}

/** Drains and stops the instance, starts it again, and resolves once it serves requests: the time taken. */
async function restartInstance(
  instance: SupervisedProcess,
  instanceUrl: string,
  served: ServedRequests,
): Promise<number> {
  const stopped = Date.now();
  await instance.restart();
  await waitUntilHealthy(instanceUrl);
  await waitUntilServing(instanceUrl, served);
  return Date.now() - stopped;
}

/** A fresh database on the MySQL/MariaDB server, dropped again by the returned function. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `steady_bench_rolling_${process.pid}`;
  const connection = await createConnection(serverUrl);
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.query(`CREATE DATABASE \`${name}\``);
  await connection.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const again = await createConnection(serverUrl);
      await again.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await again.end();
    },
  };
}

/** Measures a rolling restart on a database of its own on the MySQL/MariaDB server, dropped afterwards. */
export async function rollingRestart(mysqlServerUrl: string): Promise<RollingRestartFigures> {
  const database = await createDatabase(mysqlServerUrl);
  try {
    return await measureRollingRestart(database.url);
  } finally {
    await database.drop();
  }
}

/**
 * Steady load through the gateway from `clientCount` clients, each alternating a read and a write (a like or
 * its removal, under a fresh idempotency key), counted into `figures` until stopped.
 */
function startLoad(
  baseUrl: string,
  token: string,
  figures: RollingRestartFigures,
): { stop(): Promise<void> } {
  let running = true;
  const call = (index: number) =>
    index % 2 === 0
      ? fetch(`${baseUrl}/api/content/anxiety`, { signal: AbortSignal.timeout(15_000) })
      : fetch(`${baseUrl}/api/like/techniques/breath-loop/like`, {
          method: index % 4 === 1 ? 'POST' : 'DELETE',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
          signal: AbortSignal.timeout(15_000),
        });
  const lose = (kind: string) => {
    figures.lost += 1;
    figures.lostByKind[kind] = (figures.lostByKind[kind] ?? 0) + 1;
  };
  const client = async (first: number) => {
    for (let index = first; running; index += 1) {
      figures.requests += 1;
      if (index % 2 === 0) figures.reads += 1;
      else figures.writes += 1;
      const response = await call(index).catch((error: unknown) => {
        lose(
          error instanceof Error
            ? ((error.cause as { code?: string } | undefined)?.code ?? error.name)
            : 'error',
        );
        return undefined;
      });
      if (!response) continue;
      await response.arrayBuffer();
      if (response.status >= 500) lose(String(response.status));
    }
  };
  const clients = Array.from({ length: clientCount }, (_, index) => client(index));
  return {
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

async function measureRollingRestart(databaseUrl: string): Promise<RollingRestartFigures> {
  const [gatewayPort, auth, contentA, contentB, billing] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => findFreePort()),
  );
  const instanceA = `http://127.0.0.1:${contentA}`;
  const instanceB = `http://127.0.0.1:${contentB}`;
  const servedByA = new ServedRequests('[content] ');
  const servedByB = new ServedRequests('[content-b] ');
  const env = {
    // Info: each instance logs the requests it serves, which tells when the gateway uses it again.
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steady-rolling-')),
    // The load comes from one address; what is measured is the restart, not the per-address limits.
    WRITES_PER_MINUTE: '1000000',
    CONTENT_DATABASE_URL: databaseUrl,
    CONTENT_URLS: `${instanceA},${instanceB}`,
  };
  const stack = await startStack({
    gatewayPort,
    servicePorts: { auth, content: contentA, billing },
    env,
    output: (text) => {
      servedByA.take(text);
      printLog(text);
    },
  });
  const secondInstance = new SupervisedProcess({
    name: 'content-b',
    entry: 'services/content/src/main.ts',
    // Everything instance A gets (the stack's environment, fixed once) but its port.
    env: Object.freeze({ ...stack.environment, CONTENT_PORT: String(contentB) }),
    output: (text) => {
      servedByB.take(text);
      printLog(text);
    },
    report: () => {},
  });
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const figures: RollingRestartFigures = {
    clients: clientCount,
    requests: 0,
    reads: 0,
    writes: 0,
    lost: 0,
    lostByKind: {},
    restartMs: { a: Number.NaN, b: Number.NaN },
    database: 'content on MariaDB/MySQL, auth and billing on SQLite',
  };
  try {
    secondInstance.supervise();
    await waitUntilHealthy(instanceB);
    const token = await registerBenchAccount(baseUrl);
    const load = startLoad(baseUrl, token, figures);
    // Both instances in use before the first one goes.
    await waitUntilServing(instanceB, servedByB);
    await pause(2000);
    figures.restartMs.a = await restartInstance(stack.processes.content, instanceA, servedByA);
    await pause(2000);
    figures.restartMs.b = await restartInstance(secondInstance, instanceB, servedByB);
    await pause(2000);
    await load.stop();
    return figures;
  } finally {
    await stack.stop();
    await secondInstance.stop();
  }
}
