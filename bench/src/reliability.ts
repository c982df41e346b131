// `npm run bench:reliability`: how the app as `npm start` runs it holds under bursty load, slow clients,
// hostile requests, a killed service and a rolling restart (loopback only, about two and a half minutes).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fuzz, hostileRequests } from '../../scripts/lib/hostile-requests';
import { measureLatencies, percentile, startSlowClients } from '../../scripts/lib/slow-clients';
import { findFreePort, startStack, type RunningStack } from '../../scripts/lib/stack';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function register(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'calm-password-1',
      acceptedTerms: true,
    }),
  });
  return ((await response.json()) as { token: string }).token;
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

/**
 * Eight clients read and write through the gateway while the content service is stopped gracefully and
 * started again. Lost: cut off, or a 5xx other than the 503 the gateway answers at once while it is down.
 */
async function rollingRestart(stack: RunningStack, baseUrl: string, token: string) {
  const outcomes = { requests: 0, answered: 0, refusedWhileDown: 0, lost: 0 };
  let running = true;
  const call = (index: number) =>
    index % 2 === 0
      ? fetch(`${baseUrl}/api/content/anxiety`, { signal: AbortSignal.timeout(15_000) })
      : fetch(`${baseUrl}/api/like/techniques/breath-loop/like`, {
          method: index % 4 === 1 ? 'POST' : 'DELETE',
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(15_000),
        });
  const client = async (client: number) => {
    for (let index = client; running; index += 1) {
      outcomes.requests += 1;
      const response = await call(index).catch(() => undefined);
      if (response) await response.arrayBuffer();
      if (response && response.status < 500) outcomes.answered += 1;
      else if (response?.status === 503) outcomes.refusedWhileDown += 1;
      else outcomes.lost += 1;
    }
  };
  const clients = Array.from({ length: 8 }, (_, index) => client(index));
  await pause(2000);
  const restartStarted = Date.now();
  await stack.processes.content.restart();
  const back = await waitUntilOk(`${baseUrl}/api/content`, restartStarted);
  await pause(2000);
  running = false;
  await Promise.all(clients);
  return { ...outcomes, downMs: back ?? Number.NaN };
}

async function main() {
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
  console.log(`Steady reliability, ${new Date().toISOString().slice(0, 16)}Z, loopback`);
  try {
    const bursty = await burstyLoad(`${baseUrl}/api/subscription/plan`);
    console.log(
      `200 connections, bursty, 30 s (GET /api/subscription/plan through the gateway): ${bursty.requests} requests, ` +
        `${bursty.errors} socket errors, ${bursty.status5xx} × 5xx, worst burst p99 ${bursty.worstP99} ms`,
    );
    const slow = await normalUsersDuringSlowClients(baseUrl);
    console.log(
      `Normal users during 500 slow connections (200 GETs): p50 ${Math.round(slow.p50)} ms, p99 ${Math.round(slow.p99)} ms`,
    );
    const token = await register(baseUrl);
    const result = await fuzz(baseUrl, hostileRequests(2000, token));
    console.log(
      `Fuzz: ${result.requests} hostile requests, ${result.failures.length} × 5xx or unanswered; by status ${JSON.stringify(result.byStatus)}`,
    );
    // Each failure as it was sent, so a 5xx can be traced without running the fuzz again.
    for (const failure of result.failures) console.log(`  ${failure.status}: ${failure.request}`);
    console.log(
      `Time to recover from a killed service (content, SIGKILL): ${await recoveryAfterKill(stack, baseUrl)}`,
    );
    await pause(3000);
    const rolling = await rollingRestart(stack, baseUrl, token);
    const lostShare = ((rolling.lost / rolling.requests) * 100).toFixed(2);
    console.log(
      `Rolling restart of the content service under 8 clients: ${rolling.requests} requests, ${rolling.lost} lost ` +
        `(${lostShare} %), ${rolling.refusedWhileDown} answered 503 at once while it was starting ` +
        `(back after ${rolling.downMs} ms), ${rolling.answered} answered by it`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
