// `npm run bench:reliability`: how the app as `npm start` runs it holds under bursty load, slow clients,
// hostile requests and a killed service (loopback only, about two minutes).
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
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Kills the content service and waits up to 10 s for /api/content to answer 200 again. */
async function recoveryAfterKill(stack: RunningStack, baseUrl: string): Promise<string> {
  stack.processes.content.child.kill('SIGKILL');
  const killed = Date.now();
  while (Date.now() - killed < 10_000) {
    const response = await fetch(`${baseUrl}/api/content`).catch(() => undefined);
    if (response?.ok) return `${Date.now() - killed} ms`;
    await pause(100);
  }
  return 'not back within 10 s';
}

async function main() {
  const [gatewayPort, auth, content, billing] = await Promise.all([1, 2, 3, 4].map(() => findFreePort()));
  const stack = await startStack({
    gatewayPort,
    servicePorts: { auth, content, billing },
    env: { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steady-reliability-')) },
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
    const result = await fuzz(baseUrl, hostileRequests(2000, await register(baseUrl)));
    console.log(
      `Fuzz: ${result.requests} hostile requests, ${result.failures.length} × 5xx or unanswered; by status ${JSON.stringify(result.byStatus)}`,
    );
    console.log(
      `Time to recover from a killed service (content, SIGKILL): ${await recoveryAfterKill(stack, baseUrl)}`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
