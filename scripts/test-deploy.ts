/**
 * `npm run test:deploy`: proves the Swarm deploy end to end on this machine. Builds the images with
 * ops/docker/*.sh, deploys ops/deploy/compose.yml as a stack (2 replicas of each service, MariaDB, Redis,
 * Docker secrets), walks a user's journey, then under a steady load through the gateway kills a container
 * of each service, rolls an update of each and scales content 2 → 4 → 2, printing each step's figures.
 * Cleans up whatever happens (stack, secrets, volume, the swarm if it made it, the images it made), and
 * gives up after 10 minutes. The gateway listens on 127.0.0.1:18080 (DEPLOY_TEST_PORT moves it).
 */
import { execFileSync } from 'node:child_process';
import { ensureDocker, ensureSwarm, leaveSwarm, stopVisibleCommands } from './lib/deploy/docker';
import { buildImages, removeImages } from './lib/deploy/images';
import { figuresBetween, startLoad, type LoadFigures, type SteadyLoad } from './lib/deploy/load';
import { walkUserJourney } from './lib/deploy/journey';
import {
  appServices,
  deployStack,
  loggedErrors,
  memoryByTask,
  removeStack,
  waitForStack,
  type DeployedStack,
} from './lib/deploy/stack';
import { killOneContainer, rollUpdate, scaleService } from './lib/deploy/steps';

const stackName = 'steady-deploy-test';
const gatewayPort = Number(process.env.DEPLOY_TEST_PORT ?? 18080);
const timeLimitMs = 10 * 60_000;
const replicas = 2;
const requestsPerSecond = 20;
/** The share of requests the rolling updates may lose (the issue's bound). */
const rollingUpdateBudget = 0.001;

const startedAt = Date.now();
const clock = () => {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};
const log = (line: string) => console.log(`[${clock()}] ${line}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What this run made, for the cleanup to undo. */
const made: { swarm: boolean; images: string[]; stack?: DeployedStack; load?: SteadyLoad } = {
  swarm: false,
  images: [],
};

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    log('Cleaning up…');
    await made.load?.stop();
    if (made.stack) await removeStack(made.stack);
    if (made.swarm) await leaveSwarm().catch(() => undefined);
    await removeImages(made.images);
    log(
      `Removed the stack${made.swarm ? ', the swarm' : ''} and ${made.images.length} image(s) this run made; kept steady-base:node24.`,
    );
  })();
  return cleaning;
}

async function stopEarly(reason: string, code: number): Promise<never> {
  log(reason);
  stopVisibleCommands();
  await cleanUp().catch((error: unknown) => log(`Cleanup failed: ${String(error)}`));
  process.exit(code);
}

async function gatewayReady(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  if (!response?.ok) return false;
  return ((await response.json()) as { status?: string }).status === 'ok';
}

interface Step {
  name: string;
  from: number;
  to: number;
  detail: string;
  /** The most requests the step may lose. */
  allowedFailures: (requests: number) => number;
}

async function timed(
  name: string,
  allowed: Step['allowedFailures'],
  work: () => Promise<string>,
): Promise<Step> {
  log(`${name}…`);
  const from = Date.now();
  const detail = await work();
  const to = Date.now();
  log(`${name}: ${detail}`);
  // Quiet time between steps, counted in neither, so each step's figures are its own.
  await pause(3000);
  return { name, from, to, detail, allowedFailures: allowed };
}

async function underLoad(load: SteadyLoad): Promise<Step[]> {
  const steps: Step[] = [];
  steps.push(
    await timed(
      'Steady load, nothing changing (10 s)',
      () => 0,
      async () => {
        await pause(10_000);
        return 'done';
      },
    ),
  );
  steps.push(
    await timed(
      'Kill one container of each service',
      () => 0,
      async () => {
        const times: string[] = [];
        for (const service of appServices) {
          times.push(
            `${service} replaced in ${seconds(await killOneContainer(stackName, service, replicas))}`,
          );
        }
        return times.join(', ');
      },
    ),
  );
  steps.push(
    await timed(
      'Rolling update of every service',
      (requests) => Math.floor(requests * rollingUpdateBudget),
      async () => {
        const times: string[] = [];
        for (const service of appServices)
          times.push(`${service} ${seconds(await rollUpdate(stackName, service))}`);
        return times.join(', ');
      },
    ),
  );
  steps.push(
    await timed(
      'Scale content 2 → 4 → 2',
      () => 0,
      async () => {
        const up = await scaleService(stackName, 'content', 4);
        await pause(5000);
        const down = await scaleService(stackName, 'content', replicas);
        return `to 4 in ${seconds(up)}, back to 2 in ${seconds(down)}`;
      },
    ),
  );
  await load.stop();
  return steps;
}

function report(steps: readonly Step[], outcomes: SteadyLoad['outcomes']): boolean {
  let passed = true;
  console.log('\nStep                                   | requests | failed | allowed | time');
  for (const step of steps) {
    const figures: LoadFigures = figuresBetween(outcomes, step.from, step.to);
    const allowed = step.allowedFailures(figures.requests);
    const ok = figures.failed <= allowed;
    passed &&= ok;
    console.log(
      `${step.name.padEnd(38)} | ${String(figures.requests).padStart(8)} | ${String(figures.failed).padStart(6)} | ${String(allowed).padStart(7)} | ${seconds(step.to - step.from)}${ok ? '' : '  ✗'}`,
    );
    for (const [failure, count] of Object.entries(figures.failures)) console.log(`    ${count} × ${failure}`);
  }
  const all = figuresBetween(outcomes, 0, Number.POSITIVE_INFINITY);
  console.log(`All requests under load: ${all.requests}, failed: ${all.failed}`);
  return passed;
}

async function main(): Promise<void> {
  const timer = setTimeout(() => void stopEarly('Over the 10-minute limit: stopping.', 1), timeLimitMs);
  process.once('SIGINT', () => void stopEarly('Interrupted.', 130));
  process.once('SIGTERM', () => void stopEarly('Terminated.', 143));
  let passed = false;
  try {
    await ensureDocker(log);
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
    const images = await buildImages(commit, log, made.images);
    for (const [image, bytes] of Object.entries(images.sizes))
      log(`  ${image}: ${Math.round(bytes / 1e6)} MB`);
    made.swarm = await ensureSwarm();
    log(made.swarm ? 'Made a single-node swarm.' : 'Using the swarm this machine is in.');
    made.stack = await deployStack(stackName, commit, gatewayPort);
    const deployed = Date.now();
    await waitForStack(stackName, () => gatewayReady(made.stack!.gatewayUrl), 4 * 60_000);
    log(
      `Stack ready: every task running and healthy, the gateway's /readyz ok, ${seconds(Date.now() - deployed)} after the deploy.`,
    );
    log(`Memory after start: ${(await memoryByTask(stackName)).join(', ')}`);
    log('User journey:');
    const token = await walkUserJourney(made.stack.gatewayUrl, log);
    made.load = startLoad(made.stack.gatewayUrl, token, requestsPerSecond);
    log(
      `Load: ${requestsPerSecond} requests/s through the gateway, six reads and four writes in ten, on every service.`,
    );
    const steps = await underLoad(made.load);
    log(`Memory after the load: ${(await memoryByTask(stackName)).join(', ')}`);
    passed = report(steps, made.load.outcomes);
    if (!passed) {
      for (const service of appServices) {
        for (const line of await loggedErrors(stackName, service)) console.log(`${service}: ${line}`);
      }
    }
  } finally {
    clearTimeout(timer);
    await cleanUp();
  }
  log(passed ? 'Deploy test passed.' : 'Deploy test FAILED.');
  process.exitCode = passed ? 0 : 1;
}

main().catch(async (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
