// `npm run bench`: figures for README's performance section (not a timed test, not in CI).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { audioKinds, remoteNames, remoteRoutePaths } from '@steady/contracts';
import { chromiumFlags, findChromium } from '../../e2e/support/chromium';
import { buildStaleApps } from '../../scripts/lib/builds';
import { findFreePort, startStack, stopProcess } from '../../scripts/lib/stack';
import { measureAudioDelivery } from './audio-delivery';
import { findNginx, startNginxProxy } from './nginx-proxy';
import { measurePageWeight, measureRemoteRouteTime, type PageWeight } from './page-weight';
import { measurePomodoroDrift } from './pomodoro-drift';
import { measureThroughput } from './throughput';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const firstRoute = (name: (typeof remoteNames)[number]) =>
  remoteRoutePaths[name][0] === '/' ? '/' : remoteRoutePaths[name].find((route) => !route.includes(':'))!;

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath)
    throw new Error('No Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).');
  await buildStaleApps();
  const [gatewayPort, auth, content, billing] = await Promise.all([1, 2, 3, 4].map(() => findFreePort()));
  const stack = await startStack({
    gatewayPort,
    servicePorts: { auth, content, billing },
    env: { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steady-bench-')) },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    console.log('\nFirst load (fresh browser context, production build)');
    const weights: PageWeight[] = [];
    for (const name of remoteNames) {
      weights.push(
        await measurePageWeight(browser, stack.url, firstRoute(name), `[data-remote="${name}"] h1`),
      );
    }
    console.table(
      weights.map((weight) => ({
        path: weight.path,
        requests: weight.requests,
        'JS files': weight.javascriptFiles,
        'JS gzip': kilobytes(weight.javascriptGzipBytes),
        'react-dom copies': weight.reactDomCopies,
      })),
    );

    console.log('Client-side route into a remote not loaded yet (median of 5)');
    const routeTimes: Record<string, string> = {};
    for (const name of remoteNames.filter((remote) => remote !== 'mf_recommendations')) {
      const samples: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        samples.push(
          await measureRemoteRouteTime(browser, stack.url, firstRoute(name), `[data-remote="${name}"] h1`),
        );
      }
      samples.sort((a, b) => a - b);
      routeTimes[`/ → ${firstRoute(name)}`] = `${samples[2]?.toFixed(0)} ms`;
    }
    console.table(routeTimes);

    console.log('Throughput of GET /api/subscription/plan (20 connections, 8 s each, loopback)');
    const direct = await measureThroughput(
      'billing directly',
      `http://127.0.0.1:${stack.ports.billing}/api/subscription/plan`,
    );
    const viaGateway = await measureThroughput('through the gateway', `${stack.url}/api/subscription/plan`);
    const results = [direct, viaGateway];
    const nginxPath = findNginx();
    if (nginxPath) {
      const nginxPort = await findFreePort();
      const nginx = await startNginxProxy(nginxPath, nginxPort, stack.ports.billing);
      results.push(
        await measureThroughput('through nginx', `http://127.0.0.1:${nginxPort}/api/subscription/plan`),
      );
      await stopProcess(nginx);
    }
    console.table(
      results.map((result) => ({
        path: result.label,
        'req/s': result.requestsPerSecond,
        'p50 ms': result.latencyP50,
        'p99 ms': result.latencyP99,
        errors: result.errors,
        'vs direct': (result.requestsPerSecond / direct.requestsPerSecond).toFixed(2),
      })),
    );

    console.log('Calming audio as a signed-in user receives it (bytes on the wire, loopback)');
    const audio = await measureAudioDelivery(browser, stack.url);
    console.table({
      'audio requests on the first load of /recommendations/anxiety': audio.audioRequestsOnFirstLoad,
      'player code fetched on Listen': kilobytes(audio.playerCodeBytes),
      'track fetched on Listen': kilobytes(audio.trackBytes),
      'Listen → sound, first time': `${audio.firstPlayToSoundMs} ms`,
      'Play → sound, again': `${audio.repeatPlayToSoundMs} ms`,
    });
    console.table(
      audioKinds.map((kind) => {
        const sizes = audio.tracks.filter((track) => track.kind === kind).map((track) => track.bytes);
        return {
          kind,
          tracks: sizes.length,
          smallest: kilobytes(Math.min(...sizes)),
          largest: kilobytes(Math.max(...sizes)),
          all: kilobytes(sizes.reduce((total, size) => total + size, 0)),
        };
      }),
    );
    if (process.env.BENCH_VERBOSE) {
      audio.tracks.forEach((track) => console.log(`  ${kilobytes(track.bytes)}\t${track.id}`));
    }

    // A full 25-minute session with BENCH_POMODORO_SECONDS=1500; a minute by default.
    const driftSeconds = Number(process.env.BENCH_POMODORO_SECONDS ?? 60);
    console.log(
      `Pomodoro on real timers: each mm:ss change vs the exact second (${driftSeconds} s observed)`,
    );
    const drift = await measurePomodoroDrift(browser, stack.url, driftSeconds);
    console.table({
      'changes observed': drift.secondsObserved,
      'median late': `${drift.medianLatenessMs.toFixed(1)} ms`,
      'p99 late': `${drift.p99LatenessMs.toFixed(1)} ms`,
      'max late': `${drift.maxLatenessMs.toFixed(1)} ms`,
      'accumulated drift': `${drift.accumulatedDriftMs.toFixed(1)} ms`,
    });
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
