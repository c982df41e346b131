import type { IncomingMessage } from 'node:http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ConfigError, httpUrlSchema } from '../environment';
import { markTracingStarted } from './tracing-state';

/** OpenTelemetry's own variables: one endpoint for every signal, or the traces' own. */
const endpointVariables = ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'] as const;

/** Health checks arrive every few seconds from every gateway: a trace of each would bury the requests. */
const isHealthCheck = (path: string | undefined) => path?.split('?')[0] === '/healthz';

/**
 * Traces this process when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTLP over HTTP): a span for each request it answers and each HTTP call
 * it makes (the gateway's proxying, calls between services, Stripe, Web Push), with W3C `traceparent` on every
 * call out, plus the database statements and Redis commands. Without an endpoint nothing is loaded or wrapped.
 * Runs before anything else in the process: the instrumentation wraps Node's HTTP modules as they load.
 */
export function startTracing(process: string, env: NodeJS.ProcessEnv = globalThis.process.env): void {
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
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || `steady-${process}` }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The W3C trace context propagator and an AsyncLocalStorage context manager.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => isHealthCheck(request.url),
        ignoreOutgoingRequestHook: (options) =>
          typeof options !== 'string' && isHealthCheck(options.path ?? undefined),
      }),
      new UndiciInstrumentation({ ignoreRequestHook: (request) => isHealthCheck(request.path) }),
    ],
  });
  markTracingStarted(() => provider.shutdown());
}

/**
 * The first thing a process's main does: tracing when configured, then its own modules (`loadMain`), which
 * load Node's HTTP modules only now. A bad endpoint stops the process with the variable named.
 */
export function traceProcess(process: string, loadMain: () => Promise<unknown>): void {
  try {
    startTracing(process);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    globalThis.process.exit(1);
  }
  void loadMain();
}
