import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogLevel } from './environment';
import { requestLogFields } from './request-context';
import { requestIdHeader, requestIdOf } from './request-id';

export type { Logger } from 'pino';

/** Every line written while a request is handled carries its id (and its trace's id while tracing). */
export function createLogger(options: { name: string; level: LogLevel }): Logger {
  return pino({ name: options.name, level: options.level, mixin: requestLogFields });
}

// The OAuth callback carries `?token=` and `?code=`, a premium audio address `?signature=`: credentials must
// never reach the logs.
const secretQueryParameter = /([?&](?:token|code|access_token|id_token|password|signature)=)[^&#]*/gi;

/** A request's URL fit for a log line. */
export const loggableUrl = (url: string | undefined) =>
  (url ?? '').replace(secretQueryParameter, '$1[redacted]');

/** pino-http with a request id on every log line, echoed back in the `x-request-id` response header. */
export function createRequestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdOf(request);
      response.setHeader(requestIdHeader, id);
      return id;
    },
    // Health probes arrive every few seconds and would drown the useful lines.
    autoLogging: { ignore: (request) => ['/healthz', '/livez', '/readyz'].includes(request.url ?? '') },
    // One short line per request; headers are left out, the Authorization header above all.
    serializers: {
      req: (request: { id: string; method: string; url: string; remoteAddress: string }) => ({
        id: request.id,
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.remoteAddress,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
}
