import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface ThroughputTarget {
  label: string;
  url: string;
  /** The proxy's process (none for the service itself), whose CPU per request is reported. */
  proxyPid?: number;
}

/** Milliseconds of CPU (user and system, all threads) a process has used so far; Linux's /proc. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

export interface ThroughputResult {
  label: string;
  /** Median over the rounds. */
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Socket errors, timeouts and non-2xx answers, over all rounds. */
  errors: number;
  /** The median round's requests per second over the first target's in the same round. */
  ratio: number;
  /** The lowest and highest of those per-round ratios: how much a shared machine moved them. */
  ratioRange: [number, number];
  /** CPU milliseconds per 1,000 requests (medians): the proxy's, the service's and the load generator's. */
  cpuPerThousand: { proxy?: number; service: number; loadGenerator: number };
}

export interface CpuSampling {
  /** The service's process, whose CPU per request is reported for every target. */
  servicePid: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(target: ThroughputTarget, servicePid: number, connections: number, seconds: number) {
  const cpuBefore = {
    proxy: target.proxyPid === undefined ? 0 : cpuMsOf(target.proxyPid),
    service: cpuMsOf(servicePid),
    loadGenerator: ownCpuMs(),
  };
  const result = await autocannon({ url: target.url, connections, duration: seconds, pipelining: 1 });
  const perThousand = (used: number) => Math.round((used * 1000) / Math.max(1, result.requests.total));
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerThousand: {
      proxy:
        target.proxyPid === undefined ? undefined : perThousand(cpuMsOf(target.proxyPid) - cpuBefore.proxy),
      service: perThousand(cpuMsOf(servicePid) - cpuBefore.service),
      loadGenerator: perThousand(ownCpuMs() - cpuBefore.loadGenerator),
    },
  };
}

/** Load before measuring, so each process's hot path is compiled before it counts. */
const warmUpSeconds = 5;

/**
 * Loopback GET throughput of each target, after a warm-up of each, taking turns round after round, so a
 * busy moment on a shared machine weighs on all of them alike; each ratio compares a target with the
 * first one (the service itself) within the same round. The CPU each process spends per request shows
 * what a 2-core machine shared by the load generator, the proxy and the service can give at most.
 */
export async function measureThroughputSideBySide(
  targets: readonly ThroughputTarget[],
  { servicePid }: CpuSampling,
  { connections = 50, seconds = 5, rounds = 5 } = {},
): Promise<ThroughputResult[]> {
  for (const target of targets) await run(target, servicePid, connections, warmUpSeconds);
  const runs = targets.map(() => [] as Awaited<ReturnType<typeof run>>[]);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries())
      runs[index]!.push(await run(target, servicePid, connections, seconds));
  }
  const reference = runs[0]!;
  return targets.map((target, index) => {
    const samples = runs[index]!;
    const ratios = samples.map(
      (sample, round) => sample.requestsPerSecond / reference[round]!.requestsPerSecond,
    );
    return {
      label: target.label,
      requestsPerSecond: Math.round(median(samples.map((sample) => sample.requestsPerSecond))),
      latencyP50: median(samples.map((sample) => sample.latencyP50)),
      latencyP99: median(samples.map((sample) => sample.latencyP99)),
      errors: samples.reduce((total, sample) => total + sample.errors, 0),
      ratio: median(ratios),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
      cpuPerThousand: {
        proxy:
          target.proxyPid === undefined
            ? undefined
            : median(samples.map((sample) => sample.cpuPerThousand.proxy!)),
        service: median(samples.map((sample) => sample.cpuPerThousand.service)),
        loadGenerator: median(samples.map((sample) => sample.cpuPerThousand.loadGenerator)),
      },
    };
  });
}

interface BurstResult {
  requests: number;
  socketErrors: number;
  non2xx: number;
  status503: number;
}

/**
 * Bursts of `connections` clients for one second each, separated by idle gaps around five seconds (a
 * Node server's default keep-alive), for `seconds` in all: the pattern under which a proxy reuses a kept-
 * alive connection at the moment its service closes it.
 */
export async function measureBurstyLoad(
  url: string,
  { connections = 200, seconds = 30 } = {},
): Promise<BurstResult> {
  const gapsMs = [4900, 4950, 5000, 5050, 5100];
  const totals: BurstResult = { requests: 0, socketErrors: 0, non2xx: 0, status503: 0 };
  const started = Date.now();
  for (let burst = 0; Date.now() - started < seconds * 1000; burst += 1) {
    const result = await autocannon({ url, connections, duration: 1, pipelining: 1 });
    totals.requests += result.requests.total;
    totals.socketErrors += result.errors + result.timeouts;
    totals.non2xx += result.non2xx;
    totals.status503 += result.statusCodeStats['503']?.count ?? 0;
    await new Promise((resolve) => setTimeout(resolve, gapsMs[burst % gapsMs.length]));
  }
  return totals;
}
