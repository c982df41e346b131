import type { RequestHandler } from 'express';
import { Histogram } from 'prom-client';
import { serverSpanRouteSetter } from '../tracing/server-span-route';
import { metricsRegistry } from './metrics-registry';

/**
 * Every answer a process gives, by route (the route as declared, `/api/content/:mood`, never the path a
 * client sent, so the series stay few), method and status; its count is the request count.
 */
export const httpRequestDuration = new Histogram({
  name: 'steady_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being written, by route, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** What a request without a declared route is counted under: one series, whatever path was asked for. */
const unmatchedRoute = 'unmatched';

/** Seconds since `startedAt` (a `performance.now()` reading). */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/**
 * Times each request of an Express app by the route that answered it (its mount path and route path), or
 * `routeOf` when no route did (the gateway's files and pages), else `unmatched`; the request's span, while
 * tracing, is named after the same route.
 */
export function recordRequestMetrics(
  routeOf: (request: Parameters<RequestHandler>[0]) => string | undefined = () => undefined,
): RequestHandler {
  return (request, response, next) => {
    const startedAt = performance.now();
    const nameSpan = serverSpanRouteSetter();
    response.once('finish', () => {
      const declared = request.route as { path?: unknown } | undefined;
      const route =
        typeof declared?.path === 'string'
          ? `${request.baseUrl}${declared.path}`
          : (routeOf(request) ?? unmatchedRoute);
      nameSpan(route);
      httpRequestDuration.observe(
        { route, method: request.method, status: response.statusCode },
        secondsSince(startedAt),
      );
    });
    next();
  };
}
