import { context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { activeTracer } from './tracing-state';

const noRoute = () => {};

/**
 * Called as a request starts: answers the function that names its server span after the route that
 * answered it (`GET /api/content/:mood`), which the HTTP instrumentation reads when the request ends.
 */
export function serverSpanRouteSetter(): (route: string) => void {
  if (!activeTracer()) return noRoute;
  const metadata = getRPCMetadata(context.active());
  if (metadata?.type !== RPCType.HTTP) return noRoute;
  return (route) => {
    metadata.route = route;
  };
}
