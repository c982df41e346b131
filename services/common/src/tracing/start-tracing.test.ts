import { spawnSync } from 'node:child_process';

/** Runs a process's main as the services do, with `env`, and answers what it printed and its exit code. */
function runTracedMain(env: Record<string, string>) {
  const main = `
    const { traceProcess } = require('./start-tracing');
    traceProcess('probe', async () => {
      const loaded = Object.keys(require.cache).filter((file) => file.includes('@opentelemetry/sdk-trace'));
      const http = require('node:http');
      console.log(JSON.stringify({ sdkModules: loaded.length, httpWrapped: '__wrapped' in http.request }));
    });`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--eval', main], {
    cwd: __dirname,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe('tracing a process', () => {
  it('loads no OpenTelemetry SDK and wraps nothing without an endpoint', () => {
    expect(runTracedMain({})).toEqual({
      status: 0,
      stdout: JSON.stringify({ sdkModules: 0, httpWrapped: false }),
      stderr: '',
    });
  });

  it('wraps Node’s HTTP before the process’s own modules load when an endpoint is set', () => {
    const traced = runTracedMain({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(traced.status).toBe(0);
    expect(JSON.parse(traced.stdout)).toEqual({ sdkModules: expect.any(Number), httpWrapped: true });
    expect(JSON.parse(traced.stdout).sdkModules).toBeGreaterThan(0);
  });

  it('stops the process with the variable named when the endpoint is not an address', () => {
    const refused = runTracedMain({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'collector:4318' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: must be the http:// or https:// address of an OTLP collector (got "collector:4318")',
    );
  });
});
