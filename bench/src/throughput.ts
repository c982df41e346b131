import autocannon from 'autocannon';

export interface ThroughputResult {
  label: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
}

/** A bounded autocannon run (loopback only) of one GET. */
export async function measureThroughput(label: string, url: string, seconds = 8): Promise<ThroughputResult> {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
