import { SpanKind, SpanStatusCode, type Attributes } from '@opentelemetry/api';
import { activeTracer } from './tracing-state';

/**
 * Runs `work` inside a span of its own (a Redis command, a Stripe call, a push), the span ending with it
 * and marked as failed when it throws. While tracing is off it only runs `work`.
 */
export function traced<Result>(
  name: string,
  attributes: Attributes,
  work: () => Promise<Result>,
): Promise<Result> {
  const tracer = activeTracer();
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      span.end();
    }
  });
}
