import { SpanKind, SpanStatusCode, type Attributes } from '@opentelemetry/api';
import { activeTracer } from './tracing-state';

/**
 * A span for work that has just ended and took `durationMs` (a database statement, as Kysely reports it),
 * under the active span. Nothing at all while tracing is off.
 */
export function recordFinishedSpan(
  name: string,
  durationMs: number,
  details: { attributes: Attributes; error?: unknown },
): void {
  const tracer = activeTracer();
  if (!tracer) return;
  const endTime = Date.now();
  const span = tracer.startSpan(name, {
    kind: SpanKind.CLIENT,
    startTime: endTime - durationMs,
    attributes: details.attributes,
  });
  if (details.error !== undefined) {
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: details.error instanceof Error ? details.error.message : String(details.error),
    });
  }
  span.end(endTime);
}
