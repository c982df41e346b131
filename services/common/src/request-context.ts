import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { trace } from '@opentelemetry/api';
import { requestIdHeader } from './request-id';
import { activeTracer } from './tracing/tracing-state';

/** What a request carries into every log line and every call it makes to another service. */
interface RequestContext {
  requestId: string;
  /** The caller's W3C trace context, passed on as it came while this process does not trace itself. */
  traceparent?: string;
  tracestate?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** Runs the rest of the request (the routes, and whatever they await) in its context. */
export function withRequestContext(
  requestIdOf: (request: Parameters<RequestHandler>[0]) => string,
): RequestHandler {
  return (request, _response, next) => {
    storage.run(
      {
        requestId: requestIdOf(request),
        traceparent: headerText(request.headers.traceparent),
        tracestate: headerText(request.headers.tracestate),
      },
      next,
    );
  };
}

/** Runs background work (a scheduler's pass) under an id of its own, so its log lines and calls share one. */
export function withNewRequestId<Result>(work: () => Result): Result {
  return storage.run({ requestId: randomUUID() }, work);
}

/**
 * What a call to another service adds to its headers: the request id, and the caller's trace context when
 * this process does not trace (when it does, the instrumentation writes its own span's `traceparent`).
 */
export function propagatedHeaders(): IncomingHttpHeaders {
  const context = storage.getStore();
  if (!context) return {};
  const headers: IncomingHttpHeaders = { [requestIdHeader]: context.requestId };
  if (!activeTracer() && context.traceparent) {
    headers.traceparent = context.traceparent;
    if (context.tracestate) headers.tracestate = context.tracestate;
  }
  return headers;
}

/**
 * pino's mixin: the request id on every line written while a request is handled, whichever logger wrote it,
 * and the trace id beside it while tracing.
 */
export function requestLogFields(): Record<string, string> {
  const context = storage.getStore();
  const span = activeTracer() && trace.getActiveSpan();
  const fields: Record<string, string> = context ? { reqId: context.requestId } : {};
  if (span) fields.traceId = span.spanContext().traceId;
  return fields;
}
