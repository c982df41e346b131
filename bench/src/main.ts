// `npm run bench`: the figures in bench/RESULTS.md (not a timed test, not in CI).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { audioKinds, remoteNames } from '@steady/contracts';
import { chromiumFlags, findChromium } from '../../e2e/support/chromium';
import { declaredRoutes } from '../../e2e/support/remote-paths';
import { buildStaleApps, repositoryRoot } from '../../scripts/lib/builds';
import {
  findFreePort,
  gatewayNodeFlags,
  startStack,
  stopProcess,
  type RunningStack,
} from '../../scripts/lib/stack';
import { measureAudioDelivery, mobileNetwork } from './audio-delivery';
import { registerPremiumBenchAccount } from './bench-account';
import { gatewayVariants } from './gateway-variants';
import {
  measureLighthouse,
  type FormFactor,
  type LighthouseFigures,
  type LighthousePage,
} from './lighthouse';
import { findNginx, startNginxProxy } from './nginx-proxy';
import {
  interactionTimeoutMs,
  measurePageWeight,
  measureRemoteRouteTime,
  type PageWeight,
} from './page-weight';
import { measurePomodoroDrift } from './pomodoro-drift';
import { measureRepeatVisits } from './repeat-visit';
import { measureTapResponse, summariseTaps } from './tap-response';
import { measureTileToContent } from './tile-to-content';
import {
  measureBurstyLoad,
  measureThroughputSideBySide,
  type CpuSampling,
  type ThroughputResult,
  type ThroughputTarget,
} from './throughput';
import { chosenParts } from './chosen-parts';
import { startTracedGateway } from './traced-gateway';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const milliseconds = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The median of the runs whose page arrived, saying how many did not (null: not within the timeout). */
function medianOfArrived(samples: readonly (number | null)[]) {
  const arrived = samples.filter((sample): sample is number => sample !== null);
  const missed = samples.length - arrived.length;
  const missedNote =
    missed > 0 ? ` (${missed} of ${samples.length} not within ${interactionTimeoutMs / 1000} s)` : '';
  return arrived.length > 0 ? `${milliseconds(median(arrived))}${missedNote}` : `none arrived${missedNote}`;
}
const firstRoute = (name: (typeof remoteNames)[number]) =>
  declaredRoutes[name][0] === '/' ? '/' : declaredRoutes[name].find((route) => !route.includes(':'))!;

/** The pages the first-load and Lighthouse figures are taken on, with what shows their content. */
const measuredPages = [
  { path: '/', ready: '[data-remote="mf_recommendations"] h1' },
  { path: '/recommendations/anxiety', ready: '#mood-tip-title' },
  { path: '/techniques', ready: '[data-remote="mf_techniques"] h1' },
  { path: '/adhd-test', ready: '[data-remote="mf_tests"] h1' },
  { path: '/login', ready: '[data-remote="mf_account"] h1' },
];
/** Lighthouse's pages: a guest's, then a signed-in premium user's (issue #33). */
const lighthousePages = {
  guest: ['/', '/recommendations/anxiety', '/adhd-test', '/login'],
  signedIn: ['/audio', '/journal', '/statistics', '/profile'],
};
/** The pages a signed-in premium user's first load is weighed on. */
const signedInPages = [
  { path: '/', ready: '[data-remote="mf_recommendations"] h1' },
  { path: '/recommendations/anxiety', ready: '#mood-tip-title' },
  { path: '/audio', ready: '[data-remote="mf_techniques"] h1' },
  { path: '/techniques/breathing', ready: '[data-remote="mf_techniques"] h1' },
  { path: '/journal', ready: '[data-remote="mf_account"] h1' },
  { path: '/profile', ready: '[data-remote="mf_account"] h1' },
  { path: '/history', ready: '[data-remote="mf_account"] h1' },
  { path: '/statistics', ready: '[data-remote="mf_account"] h1' },
];

/** The parts of the bench; `BENCH_ONLY=first-load,lighthouse npm run bench` runs just those. */
const benchParts = [
  'first-load',
  'repeat-visit',
  'lighthouse',
  'interactions',
  'gateway',
  'audio',
  'pomodoro',
  'tap-response',
] as const;
type BenchPart = (typeof benchParts)[number];

/**
 * Starts the gateway's pieces one at a time in front of billing (gateway-variants.ts), on free ports, with
 * the gateway's own Node flags.
 */
async function startGatewayVariants(billingUrl: string) {
  const ports = await Promise.all(gatewayVariants.map(() => findFreePort()));
  const child = spawn(
    process.execPath,
    [
      ...gatewayNodeFlags,
      '--import',
      'tsx',
      path.join(__dirname, 'gateway-variants.ts'),
      billingUrl,
      ...gatewayVariants.map((variant, index) => `${variant}=${ports[index]}`),
    ],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (text: Buffer) => text.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`gateway variants exited with ${code}`)));
  });
  return { child, ports };
}

interface BenchContext {
  browser: Browser;
  chromiumPath: string;
  stack: RunningStack;
}

async function reportFirstLoad({ browser, stack }: BenchContext) {
  console.log(
    'First load (fresh browser context; signed in: a premium user, service worker blocked): bytes on the wire from Chromium’s network events',
  );
  const weights: (PageWeight & { signedIn: boolean })[] = [];
  for (const { path: pagePath, ready } of measuredPages) {
    weights.push({ ...(await measurePageWeight(browser, stack.url, pagePath, ready)), signedIn: false });
  }
  const token = await registerPremiumBenchAccount(stack.url);
  for (const { path: pagePath, ready } of signedInPages) {
    weights.push({
      ...(await measurePageWeight(browser, stack.url, pagePath, ready, token)),
      signedIn: true,
    });
  }
  console.table(
    weights.map((weight) => ({
      path: weight.signedIn ? `${weight.path} (signed in, premium)` : weight.path,
      'requests before content': weight.requestsBeforeContent,
      requests: weight.requests,
      'JS files': weight.javascriptFiles,
      // In bytes too: the goal for / is 150,000 bytes.
      'JS on the wire': `${kilobytes(weight.javascriptWireBytes)} (${weight.javascriptWireBytes.toLocaleString('en')} B)`,
      '(same JS: gzip / brotli)': `${kilobytes(weight.javascriptGzipBytes)} / ${kilobytes(weight.javascriptBrotliBytes)}`,
      'all on the wire': kilobytes(weight.totalWireBytes),
      'Preact copies': weight.preactCopies,
    })),
  );
}

async function reportRepeatVisits({ browser, stack }: BenchContext) {
  console.log(
    'Visits to / in one browser profile: requests that reached the network and their bytes on the wire',
  );
  const visits = await measureRepeatVisits(
    browser,
    stack.url,
    measuredPages[0]!.path,
    measuredPages[0]!.ready,
  );
  console.table(
    Object.entries({
      'first visit, service worker installs (precache included)': visits.firstWithWorker,
      'repeat visit, service worker warm': visits.repeatWithWorker,
      'first visit, service worker blocked': visits.firstWithoutWorker,
      'repeat visit, HTTP cache only': visits.repeatWithoutWorker,
    }).map(([visit, weight]) => ({
      visit,
      'network requests': weight.networkRequests,
      'on the wire': kilobytes(weight.networkBytes),
      'answered by the worker': weight.answeredByServiceWorker,
      'by the HTTP cache': weight.answeredByHttpCache,
    })),
  );
}

/** Lighthouse mobile's goals on every page (issue #33). */
const lighthouseGoals = 'score ≥ 95, TBT < 150 ms, LCP ≤ 2.0 s, CLS < 0.02';
const meetsLighthouseGoals = (figures: LighthouseFigures) =>
  figures.performance >= 95 &&
  figures.totalBlockingTimeMs < 150 &&
  figures.largestContentfulPaintMs <= 2000 &&
  figures.cumulativeLayoutShift < 0.02;

async function reportLighthouse({ chromiumPath, stack }: BenchContext) {
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const load = loadavg()[0]!.toFixed(1);
  const startedAt = new Date().toISOString().slice(11, 16);
  const lighthouse: LighthouseFigures[] = [];
  for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
    // An access token lives 15 minutes, about as long as both form factors' runs on a busy machine.
    const token = await registerPremiumBenchAccount(stack.url);
    const pages: LighthousePage[] = [
      ...lighthousePages.guest.map((pagePath) => ({ path: pagePath })),
      ...lighthousePages.signedIn.map((pagePath) => ({ path: pagePath, token })),
    ];
    lighthouse.push(...(await measureLighthouse(chromiumPath, stack.url, pages, formFactor, lighthouseRuns)));
  }
  console.log(
    `Lighthouse performance (npm lighthouse, Debian Chromium; cache, service worker and storage cleared before each run, a signed-in page's session kept), median of ${lighthouseRuns} runs from ${startedAt} UTC; load average ${load} at the start, ${loadavg()[0]!.toFixed(1)} at the end. Goals on mobile: ${lighthouseGoals}`,
  );
  console.table(
    lighthouse.map((figures) => ({
      path: figures.signedIn ? `${figures.path} (signed in, premium)` : figures.path,
      'form factor': figures.formFactor,
      score: figures.performance,
      FCP: milliseconds(figures.firstContentfulPaintMs),
      LCP: milliseconds(figures.largestContentfulPaintMs),
      TBT: milliseconds(figures.totalBlockingTimeMs),
      CLS: figures.cumulativeLayoutShift.toFixed(3),
      'Speed Index': milliseconds(figures.speedIndexMs),
      goals: figures.formFactor === 'mobile' ? (meetsLighthouseGoals(figures) ? 'met' : 'not met') : '–',
    })),
  );
  console.log(
    'The LCP of each mobile median run: its element, and TTFB / load delay / load time / render delay',
  );
  console.table(
    lighthouse
      .filter((figures) => figures.formFactor === 'mobile')
      .map((figures) => ({
        path: figures.path,
        'LCP element': figures.largestContentfulPaintElement,
        phases: figures.largestContentfulPaintPhasesMs.map(milliseconds).join(' / '),
      })),
  );
}

async function reportInteractions({ browser, stack }: BenchContext) {
  console.log(
    'Tile → state content on screen, and client-side route into a remote not loaded yet (median of 5)',
  );
  const interactions: Record<string, string> = {};
  const tileSamples: (number | null)[] = [];
  for (let run = 0; run < 5; run += 1)
    tileSamples.push(await measureTileToContent(browser, stack.url, 'anxiety'));
  interactions['/ → tile Anxiety → its tip'] = medianOfArrived(tileSamples);
  for (const name of remoteNames.filter((remote) => remote !== 'mf_recommendations')) {
    const samples: (number | null)[] = [];
    for (let run = 0; run < 5; run += 1) {
      samples.push(
        await measureRemoteRouteTime(browser, stack.url, firstRoute(name), `[data-remote="${name}"] h1`),
      );
    }
    interactions[`/ → ${firstRoute(name)}`] = medianOfArrived(samples);
  }
  console.table(interactions);
}

function printThroughput(throughput: readonly ThroughputResult[]) {
  console.table(
    throughput.map((result) => ({
      path: result.label,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.latencyP50,
      'p99 ms': result.latencyP99,
      errors: result.errors,
      'vs direct': result.ratio.toFixed(2),
      'rounds (lowest–highest)': result.ratioRange.map((ratio) => ratio.toFixed(2)).join('–'),
      'CPU ms/1k req: proxy': result.cpuPerThousand.proxy ?? '–',
      service: result.cpuPerThousand.service,
      autocannon: result.cpuPerThousand.loadGenerator,
    })),
  );
}

/** What the gateway's throughput is measured on: a small answer billing gives without the database. */
const planPath = '/api/subscription/plan';

/** The gateway without and with tracing (every span exported to a local sink), in front of the same billing. */
async function reportTracing(
  stack: BenchContext['stack'],
  untraced: ThroughputTarget[],
  sampling: CpuSampling,
) {
  const traced = await startTracedGateway(stack.environment);
  console.log(
    'The gateway without and with tracing (every span exported over OTLP to a local sink), in front of the same billing (50 connections; after 5 s of warm-up each, 5 rounds of 5 s taking turns)',
  );
  printThroughput(
    await measureThroughputSideBySide(
      [
        ...untraced,
        {
          label: 'through the gateway, tracing',
          url: `${traced.url}${planPath}`,
          proxyPid: traced.child.pid,
        },
      ],
      sampling,
      { connections: 50, seconds: 5, rounds: 5 },
    ),
  );
  await stopProcess(traced.child);
  console.log(`Spans exported by the traced gateway: ${kilobytes(traced.exportedBytes())} of OTLP JSON`);
  await traced.closeSink();
}

/** The gateway's pieces one at a time (see gateway-variants), in front of the same billing. */
async function reportGatewayPieces(
  stack: BenchContext['stack'],
  direct: ThroughputTarget,
  sampling: CpuSampling,
) {
  const variants = await startGatewayVariants(`http://127.0.0.1:${stack.ports.billing}`);
  console.log(
    "The gateway's pieces one at a time, in front of the same billing (50 connections; after 5 s of warm-up each, 3 rounds of 5 s taking turns)",
  );
  printThroughput(
    await measureThroughputSideBySide(
      [
        direct,
        ...gatewayVariants.map((variant, index) => ({
          label: variant,
          url: `http://127.0.0.1:${variants.ports[index]}${planPath}`,
          proxyPid: variants.child.pid,
        })),
      ],
      sampling,
      { connections: 50, seconds: 5, rounds: 3 },
    ),
  );
  await stopProcess(variants.child);
}

async function reportGateway({ stack }: BenchContext) {
  const gatewayPort = new URL(stack.url).port;
  const direct: ThroughputTarget = {
    label: 'billing directly',
    url: `http://127.0.0.1:${stack.ports.billing}${planPath}`,
  };
  const sampling = { servicePid: stack.processes.billing.child.pid! };
  const targets: ThroughputTarget[] = [
    direct,
    {
      label: 'through the gateway',
      url: `http://127.0.0.1:${gatewayPort}${planPath}`,
      proxyPid: stack.processes.gateway.child.pid,
    },
  ];
  const nginxPath = findNginx();
  const nginxPort = await findFreePort();
  const nginx = nginxPath ? await startNginxProxy(nginxPath, nginxPort, stack.ports.billing) : undefined;
  if (nginx) {
    targets.push({
      label: 'through nginx',
      url: `http://127.0.0.1:${nginxPort}${planPath}`,
      proxyPid: nginx.pid,
    });
  }
  console.log(
    `Throughput of GET ${planPath} (50 connections; after 5 s of warm-up each, 9 rounds of 5 s taking turns; medians; ratio within each round; CPU per 1,000 requests of each process)`,
  );
  printThroughput(
    await measureThroughputSideBySide(targets, sampling, { connections: 50, seconds: 5, rounds: 9 }),
  );
  await stopProcess(nginx);

  await reportTracing(stack, [direct, targets[1]!], sampling);
  await reportGatewayPieces(stack, direct, sampling);

  console.log('Bursty load through the gateway: 200 connections for 1 s, idle ~5 s, for 30 s');
  const bursts = await measureBurstyLoad(`http://127.0.0.1:${gatewayPort}${planPath}`, {
    connections: 200,
    seconds: 30,
  });
  console.table({
    requests: bursts.requests,
    'socket errors and timeouts': bursts.socketErrors,
    'non-2xx answers': bursts.non2xx,
    '503 answers': bursts.status503,
  });
}

async function reportAudio({ browser, stack }: BenchContext) {
  console.log(
    `Calming audio as a signed-in user receives it (bytes on the wire; Opus as Chromium plays it, MP3 as a browser without Opus does; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  // Both formats side by side, each on loopback and then on a phone's connection.
  const audio = await measureAudioDelivery(browser, stack.url, 'opus');
  const mobile = await measureAudioDelivery(browser, stack.url, 'opus', mobileNetwork);
  const mp3 = await measureAudioDelivery(browser, stack.url, 'mp3');
  const mp3Mobile = await measureAudioDelivery(browser, stack.url, 'mp3', mobileNetwork);
  const row = (measure: (delivery: typeof audio) => string | number) => ({
    'Opus, loopback': measure(audio),
    'Opus, 1.6 Mbps, 150 ms RTT': measure(mobile),
    'MP3, loopback': measure(mp3),
    'MP3, 1.6 Mbps, 150 ms RTT': measure(mp3Mobile),
  });
  console.table({
    'audio requests on the first load of /recommendations/anxiety': row((d) => d.audioRequestsOnFirstLoad),
    'player code fetched on Listen': row((d) => kilobytes(d.playerCodeBytes)),
    'track fetched on Listen': row((d) => kilobytes(d.trackBytes)),
    'Listen → sound, first time': row((d) => `${d.firstPlayToSoundMs} ms`),
    'Listen → the whole track arrived': row((d) => `${d.listenToWholeTrackMs} ms`),
    'Play → sound, again': row((d) => `${d.repeatPlayToSoundMs} ms`),
  });
  const sizesOf = (sizes: number[]) =>
    `${kilobytes(Math.min(...sizes))}–${kilobytes(Math.max(...sizes))}, ${kilobytes(sizes.reduce((total, size) => total + size, 0))} in all`;
  console.table(
    audioKinds.map((kind) => {
      const tracks = audio.tracks.filter((track) => track.kind === kind);
      return {
        kind,
        tracks: tracks.length,
        MP3: sizesOf(tracks.map((track) => track.bytes)),
        Opus: sizesOf(tracks.map((track) => track.opus.bytes)),
      };
    }),
  );
  if (process.env.BENCH_VERBOSE) {
    audio.tracks.forEach((track) =>
      console.log(`  ${kilobytes(track.bytes)}\t${kilobytes(track.opus.bytes)}\t${track.id}`),
    );
  }
}

async function reportPomodoro({ browser, stack }: BenchContext) {
  // A full 25-minute session with BENCH_POMODORO_SECONDS=1500; a minute by default.
  const driftSeconds = Number(process.env.BENCH_POMODORO_SECONDS ?? 60);
  console.log(`Pomodoro on real timers: each mm:ss change vs the exact second (${driftSeconds} s observed)`);
  const drift = await measurePomodoroDrift(browser, stack.url, driftSeconds);
  console.table({
    'changes observed': drift.secondsObserved,
    'median late': `${drift.medianLatenessMs.toFixed(1)} ms`,
    'p99 late': `${drift.p99LatenessMs.toFixed(1)} ms`,
    'max late': `${drift.maxLatenessMs.toFixed(1)} ms`,
    'accumulated drift': `${drift.accumulatedDriftMs.toFixed(1)} ms`,
  });
}

async function reportTapResponse({ browser, stack }: BenchContext) {
  const runs = Number(process.env.BENCH_TAP_RUNS ?? 5);
  // The machine may be shared: its load moves these figures.
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `Taps at 390 px, touch, CPU slowed 4× after load: input → next paint from Event Timing entries (${runs} runs, each tool on a fresh page; load average ${load} at the start)`,
  );
  const summary = summariseTaps(await measureTapResponse(browser, stack.url, runs));
  console.table(summary.rows);
  console.log(summary.verdict);
}

const reports: Record<BenchPart, (context: BenchContext) => Promise<void>> = {
  'first-load': reportFirstLoad,
  'repeat-visit': reportRepeatVisits,
  lighthouse: reportLighthouse,
  interactions: reportInteractions,
  gateway: reportGateway,
  audio: reportAudio,
  pomodoro: reportPomodoro,
  'tap-response': reportTapResponse,
};

async function main() {
  const parts = chosenParts(benchParts, process.env.BENCH_ONLY);
  const chromiumPath = findChromium();
  if (!chromiumPath)
    throw new Error('No Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).');
  await buildStaleApps();
  const [gatewayPort, auth, content, billing] = await Promise.all([1, 2, 3, 4].map(() => findFreePort()));
  const stack = await startStack({
    gatewayPort,
    servicePorts: { auth, content, billing },
    // As `npm start` runs them.
    env: { LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steady-bench-')) },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  console.log(
    `Steady benchmarks, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, production build, loopback`,
  );
  try {
    for (const part of benchParts) {
      if (!parts.has(part)) continue;
      console.log('');
      await reports[part]({ browser, chromiumPath, stack });
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
