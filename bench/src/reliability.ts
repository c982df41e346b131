// `npm run bench:reliability`: how the app as `npm start` runs it holds under bursty load, slow clients,
// hostile requests, a killed service and a rolling restart of two instances (loopback only, two to three
// minutes). `BENCH_ONLY=rolling-restart npm run bench:reliability` runs just the parts named.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fuzz, hostileRequests } from '../../scripts/lib/hostile-requests';
import { measureLatencies, percentile, startSlowClients } from '../../scripts/lib/slow-clients';
import { findFreePort, startStack, type RunningStack } from '../../scripts/lib/stack';
import { rollingRestart } from './rolling-restart';
import { chosenParts } from './chosen-parts';
import { registerBenchAccount } from './bench-account';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const benchParts = ['bursty', 'slow-clients', 'fuzz', 'recovery', 'rolling-restart'] as const;
type BenchPart = (typeof benchParts)[number];

/** One-second bursts of 200 connections with idle gaps around five seconds, for 30 s. */
async function burstyLoad(url: string) {
  const totals = { requests: 0, errors: 0, status5xx: 0, worstP99: 0 };
  const started = Date.now();
  for (let burst = 0; Date.now() - started < 30_000; burst += 1) {
    const result = await autocannon({ url, connections: 200, duration: 1, pipelining: 1 });
    totals.requests += result.requests.total;
    totals.errors += result.errors + result.timeouts;
    totals.status5xx += Object.entries(result.statusCodeStats)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, stats]) => sum + stats.count, 0);
    totals.worstP99 = Math.max(totals.worstP99, result.latency.p99);
    await pause(4900 + (burst % 5) * 50);
  }
  return totals;
}

async function normalUsersDuringSlowClients(baseUrl: string) {
  const slow = startSlowClients(baseUrl, 500, '/api/user/update-xp');
  await pause(1000);
  try {
    const latencies = await measureLatencies(`${baseUrl}/api/subscription/plan`, 200);
    return { p99: percentile(latencies, 0.99), p50: percentile(latencies, 0.5) };
  } finally {
    slow.stop();
  }
}

async function waitUntilOk(url: string, since: number): Promise<number | undefined> {
  while (Date.now() - since < 15_000) {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
    if (response?.ok) return Date.now() - since;
    await pause(50);
  }
  return undefined;
}

/** Kills the content service (SIGKILL) and times its /healthz and /api/content through the gateway. */
async function recoveryAfterKill(stack: RunningStack, baseUrl: string): Promise<string> {
  const killed = stack.processes.content.child;
  killed.kill('SIGKILL');
  const killedAt = Date.now();
  await new Promise((resolve) => killed.once('exit', resolve));
  const service = await waitUntilOk(`http://127.0.0.1:${stack.ports.content}/healthz`, killedAt);
  const throughGateway = await waitUntilOk(`${baseUrl}/api/content`, killedAt);
  const shown = (ms: number | undefined) => (ms === undefined ? 'not back within 15 s' : `${ms} ms`);
  return `service /healthz again after ${shown(service)}, /api/content through the gateway after ${shown(throughGateway)}`;
}

/** The parts that share one stack as `npm start` runs it (SQLite, one instance per service). */
async function singleInstanceParts(parts: ReadonlySet<BenchPart>) {
  const [gatewayPort, auth, content, billing] = await Promise.all([1, 2, 3, 4].map(() => findFreePort()));
  const stack = await startStack({
    gatewayPort,
    servicePorts: { auth, content, billing },
    env: {
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steady-reliability-')),
      // The load comes from one address; what is measured is the stack, not the per-address limits.
      WRITES_PER_MINUTE: '1000000',
    },
  });
  // Loopback by address: `localhost` may resolve to ::1 first, where nothing listens.
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  try {
    if (parts.has('bursty')) {
      const bursty = await burstyLoad(`${baseUrl}/api/subscription/plan`);
      console.log(
        `200 connections, bursty, 30 s (GET /api/subscription/plan through the gateway): ${bursty.requests} requests, ` +
          `${bursty.errors} socket errors, ${bursty.status5xx} × 5xx, worst burst p99 ${bursty.worstP99} ms`,
      );
    }
    if (parts.has('slow-clients')) {
      const slow = await normalUsersDuringSlowClients(baseUrl);
      console.log(
        `Normal users during 500 slow connections (200 GETs): p50 ${Math.round(slow.p50)} ms, p99 ${Math.round(slow.p99)} ms`,
      );
    }
    if (parts.has('fuzz')) {
      const token = await registerBenchAccount(baseUrl);
      const result = await fuzz(baseUrl, hostileRequests(2000, token));
      console.log(
        `Fuzz: ${result.requests} hostile requests, ${result.failures.length} × 5xx or unanswered; by status ${JSON.stringify(result.byStatus)}`,
      );
      // Each failure as it was sent, so a 5xx can be traced without running the fuzz again.
      for (const failure of result.failures) console.log(`  ${failure.status}: ${failure.request}`);
    }
    if (parts.has('recovery')) {
      console.log(
        `Time to recover from a killed service (content, SIGKILL): ${await recoveryAfterKill(stack, baseUrl)}`,
      );
    }
  } finally {
    await stack.stop();
  }
}

async function reportRollingRestart() {
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  if (!mysqlUrl) {
    console.log(
      'Rolling restart: skipped, two instances of a service need MySQL/MariaDB (SQLite refuses a second ' +
        'instance on its file); set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306',
    );
    return;
  }
  const rolling = await rollingRestart(mysqlUrl);
  const lostShare = ((rolling.lost / rolling.requests) * 100).toFixed(2);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Rolling restart of the content service, two instances behind the gateway (${rolling.database}), ` +
      `under ${rolling.clients} clients: A drained, stopped, started and back in use after ${seconds(rolling.restartMs.a)}, ` +
      `then B after ${seconds(rolling.restartMs.b)}; ${rolling.requests} requests sent (${rolling.reads} reads, ` +
      `${rolling.writes} keyed writes), ${rolling.lost} lost (${lostShare} %)` +
      (rolling.lost > 0 ? ` by kind ${JSON.stringify(rolling.lostByKind)}` : ''),
  );
}

async function main() {
  const parts = chosenParts(benchParts, process.env.BENCH_ONLY);
  console.log(`Steady reliability, ${new Date().toISOString().slice(0, 16)}Z, loopback`);
  if (benchParts.some((part) => part !== 'rolling-restart' && parts.has(part)))
    await singleInstanceParts(parts);
  if (parts.has('rolling-restart')) await reportRollingRestart();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
