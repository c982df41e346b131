import autocannon from 'autocannon';

export interface ThroughputTarget {
  label: string;
  url: string;
}

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
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Loopback GET throughput of each target, taking turns round after round, so a busy moment on a shared
 * machine weighs on all of them alike; each ratio compares a target with the first one (the service
 * itself) within the same round.
 */
export async function measureThroughputSideBySide(
  targets: readonly ThroughputTarget[],
  { connections = 50, seconds = 5, rounds = 5 } = {},
): Promise<ThroughputResult[]> {
  const runs = targets.map(() => [] as Awaited<ReturnType<typeof run>>[]);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries())
      runs[index]!.push(await run(target.url, connections, seconds));
  }
  const reference = runs[0]!;
  return targets.map((target, index) => {
    const samples = runs[index]!;
    return {
      label: target.label,
      requestsPerSecond: Math.round(median(samples.map((sample) => sample.requestsPerSecond))),
      latencyP50: median(samples.map((sample) => sample.latencyP50)),
      latencyP99: median(samples.map((sample) => sample.latencyP99)),
      errors: samples.reduce((total, sample) => total + sample.errors, 0),
      ratio: median(
        samples.map((sample, round) => sample.requestsPerSecond / reference[round]!.requestsPerSecond),
      ),
    };
  });
}

export interface BurstResult {
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
