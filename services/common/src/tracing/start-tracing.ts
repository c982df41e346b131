import { ConfigError, httpUrlSchema } from '../environment';

/** OpenTelemetry's own variables: one endpoint for every signal, or the traces' own. */
const endpointVariables = ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'] as const;

/**
 * Traces this process when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTLP over HTTP): a span for each request it answers and each HTTP call
 * it makes (the gateway's proxying, calls between services, Stripe, Web Push), with W3C `traceparent` on every
 * call out, plus the database statements and Redis commands. Without an endpoint the SDK is not even loaded.
 */
async function startTracing(processName: string): Promise<void> {
  const env = process.env;
  const configured = endpointVariables.filter((variable) => (env[variable] ?? '') !== '');
  if (configured.length === 0) return;
  const problems = configured.flatMap((variable) =>
    httpUrlSchema.safeParse(env[variable]).success
      ? []
      : [
          `${variable}: must be the http:// or https:// address of an OTLP collector (got "${env[variable]}")`,
        ],
  );
  if (problems.length > 0) throw new ConfigError(problems);
  const { registerTracerProvider } = await import('./tracer-provider');
  registerTracerProvider(env.OTEL_SERVICE_NAME || `steady-${processName}`);
}

/**
 * The first thing a process's main does: tracing when configured, then its own modules (`loadMain`), which
 * load Node's HTTP modules only now, so the instrumentation wraps them. A bad endpoint stops the process with
 * the variable named.
 */
export function traceProcess(processName: string, loadMain: () => Promise<unknown>): void {
  void startTracing(processName).then(loadMain, (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
