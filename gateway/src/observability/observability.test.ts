import { randomBytes, randomUUID } from 'node:crypto';
import { startTestStack, type RunningStack } from '../../../e2e/support/test-stack';
import { findFreePort } from '../../../scripts/lib/stack';
import { parseMetricsText, sampleValue, type MetricSample } from './metrics-text';
import { startOtlpCollector, type CollectedSpan } from './otlp-collector';

type ProcessName = 'gateway' | 'auth' | 'content' | 'billing';
const processNames: readonly ProcessName[] = ['gateway', 'auth', 'content', 'billing'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One JSON log line a process printed, with the process's name (the stack prefixes each line with it). */
interface LogLine {
  process: string;
  fields: Record<string, unknown>;
}

function logLinesIn(output: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    const match = /^\[(\w+)\] (\{.*\})$/.exec(line);
    if (!match) return [];
    try {
      return [{ process: match[1]!, fields: JSON.parse(match[2]!) as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
}

describe('observing a request through the gateway and the services', () => {
  let stack: RunningStack;
  let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
  let output = '';
  const metricsPorts = {} as Record<ProcessName, number>;
  let token: string;

  const metricsOf = async (source: ProcessName) => {
    const response = await fetch(`http://127.0.0.1:${metricsPorts[source]}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // Throws on anything that is not the Prometheus text format.
    return parseMetricsText(await response.text());
  };
  const allMetrics = async () =>
    Object.fromEntries(
      await Promise.all(processNames.map(async (name) => [name, await metricsOf(name)] as const)),
    ) as Record<ProcessName, MetricSample[]>;

  beforeAll(async () => {
    collector = await startOtlpCollector();
    for (const name of processNames) metricsPorts[name] = await findFreePort();
    stack = await startTestStack(
      'observability',
      {
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        METRICS_PORT: String(metricsPorts.gateway),
        AUTH_METRICS_PORT: String(metricsPorts.auth),
        CONTENT_METRICS_PORT: String(metricsPorts.content),
        BILLING_METRICS_PORT: String(metricsPorts.billing),
        REGISTRATIONS_PER_HOUR: '1',
        REMINDER_SCHEDULER_INTERVAL_SECONDS: '1',
      },
      (text) => {
        output += text;
      },
    );
    const registered = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Tracer',
        email: `tracer-${randomUUID()}@example.com`,
        password: 'a long enough password',
        acceptedTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    token = ((await registered.json()) as { token: string }).token;
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
    await collector?.close();
  });

  it('follows one request from the gateway into content, auth and billing: one trace, one request id in every log line', async () => {
    const traceId = randomBytes(16).toString('hex');
    const requestId = `trace-test-${randomUUID()}`;
    const response = await fetch(`${stack.url}/api/content/anxiety`, {
      headers: {
        authorization: `Bearer ${token}`,
        'x-request-id': requestId,
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);

    const servicesOf = (spans: CollectedSpan[]) => new Set(spans.map((span) => span.service));
    const traced = () => collector.spans.filter((span) => span.traceId === traceId);
    for (let waited = 0; waited < 10_000 && servicesOf(traced()).size < 4; waited += 200) await pause(200);
    const spans = traced();
    const describe = (span: CollectedSpan) => `${span.service}: ${span.name}`;
    // Server spans are kind 2, client spans 3 (OTLP's numbering).
    expect(spans.filter((span) => span.kind === 2).map(describe)).toEqual(
      expect.arrayContaining([
        'steady-gateway: GET /api/content',
        'steady-content: GET /api/content/:mood',
        'steady-billing: GET /internal/entitlements/:userId',
      ]),
    );
    expect(spans.filter((span) => span.kind === 2 && span.service === 'steady-auth')).not.toHaveLength(0);
    // The gateway's call into content, content's calls into auth and billing, and the databases.
    expect(spans.filter((span) => span.kind === 3).map((span) => span.service)).toEqual(
      expect.arrayContaining(['steady-gateway', 'steady-content', 'steady-billing']),
    );
    expect(spans.map((span) => span.name)).toContainEqual(expect.stringMatching(/^(sqlite|mysql) select$/));
    // One tree: every span's parent is in the trace, but the root's, which is the caller's own span.
    const ids = new Set(spans.map((span) => span.spanId));
    expect(spans.filter((span) => !ids.has(span.parentSpanId ?? ''))).toHaveLength(1);

    await pause(300);
    const lines = logLinesIn(output);
    const ofRequest = lines.filter(
      ({ fields }) =>
        fields.reqId === requestId || (fields.req as { id?: string } | undefined)?.id === requestId,
    );
    expect(new Set(ofRequest.map((line) => line.process))).toEqual(new Set(['content', 'auth', 'billing']));
    // Every line written while the request was handled anywhere names it.
    const ofTrace = lines.filter(({ fields }) => fields.traceId === traceId);
    expect(ofTrace.length).toBeGreaterThanOrEqual(3);
    expect(ofTrace.filter(({ fields }) => fields.reqId !== requestId)).toEqual([]);
  }, 30_000);

  it('serves each process’s metrics on its own port, and the series move with the traffic', async () => {
    const before = await allMetrics();
    const like = (key: string) =>
      fetch(`${stack.url}/api/like/techniques/box-breathing/like`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      });
    const likeKey = randomUUID();
    expect((await like(likeKey)).status).toBe(200);
    expect((await like(likeKey)).headers.get('idempotent-replayed')).toBe('true');
    const secondAccount = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Second',
        email: 'second@example.com',
        password: 'long enough',
        acceptedTerms: true,
      }),
    });
    expect(secondAccount.status).toBe(429);
    const reported = await fetch(`${stack.url}/api/browser-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        app: 'mf_tests',
        version: 'abc123',
        kind: 'error',
        message: 'TypeError: x is undefined',
        page: '/adhd-test',
      }),
    });
    expect(reported.status).toBe(204);
    // The reminder scheduler passes every second here.
    await pause(1500);
    const after = await allMetrics();

    const moved = (source: ProcessName, name: string, labels: Record<string, string> = {}) =>
      sampleValue(after[source], name, labels) - sampleValue(before[source], name, labels);
    expect(moved('gateway', 'steady_http_request_duration_seconds_count', { route: '/api/like' })).toBe(2);
    expect(moved('gateway', 'steady_gateway_upstream_requests_total', { service: 'content' })).toBe(2);
    expect(sampleValue(after.gateway, 'steady_gateway_upstream_up', { service: 'billing' })).toBe(1);
    expect(
      moved('gateway', 'steady_browser_errors_total', { app: 'mf_tests', version: 'abc123', kind: 'error' }),
    ).toBe(1);
    expect(moved('auth', 'steady_rate_limit_rejections_total', { limit: 'register' })).toBe(1);
    expect(moved('auth', 'steady_reminder_scheduler_passes_total', { result: 'ok' })).toBeGreaterThan(0);
    expect(moved('content', 'steady_idempotent_replays_total')).toBe(1);
    expect(
      moved('content', 'steady_http_request_duration_seconds_count', {
        route: '/api/like/techniques/:id/like',
        status: '200',
      }),
    ).toBe(2);
    expect(moved('billing', 'steady_http_request_duration_seconds_count')).toBeGreaterThan(0);
    for (const name of processNames) {
      expect([name, sampleValue(after[name], 'process_resident_memory_bytes') > 0]).toEqual([name, true]);
      expect(sampleValue(after[name], 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    }
    for (const name of ['auth', 'content'] as const) {
      expect([name, moved(name, 'steady_db_query_duration_seconds_count') > 0]).toEqual([name, true]);
    }
    if (process.env.TEST_MYSQL_URL) {
      expect(sampleValue(after.content, 'steady_db_pool_connections', { state: 'limit' })).toBe(5);
    }
  }, 30_000);

  it('keeps metrics off the public port and answers only /metrics on the metrics port', async () => {
    const publicProbe = await fetch(`${stack.url}/metrics`);
    // The app's page answered 404, or the page saying to build the app (503) where nothing is built.
    expect([404, 503]).toContain(publicProbe.status);
    expect(await publicProbe.text()).not.toContain('steady_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${metricsPorts.gateway}/`)).status).toBe(404);
  });
});
