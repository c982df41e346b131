import type { IncomingMessage } from 'node:http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { markTracingStarted } from './tracing-state';

/** Health checks arrive every few seconds from every gateway: a trace of each would bury the requests. */
const probePaths = new Set(['/healthz', '/livez', '/readyz']);
const isHealthCheck = (path: string | undefined) => probePaths.has(path?.split('?')[0] ?? '');

/**
 * The OpenTelemetry SDK for this process, exporting over OTLP/HTTP as the OTEL_* variables say: spans for
 * each request it answers and each HTTP call it makes (fetch included), with W3C trace context on every
 * call out.
 */
export function registerTracerProvider(serviceName: string): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The W3C trace context propagator and an AsyncLocalStorage context manager.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => isHealthCheck(request.url),
        ignoreOutgoingRequestHook: (options) => isHealthCheck(options.path ?? undefined),
      }),
      new UndiciInstrumentation({ ignoreRequestHook: (request) => isHealthCheck(request.path) }),
    ],
  });
  markTracingStarted(() => provider.shutdown());
}
