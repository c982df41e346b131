import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogLevel } from './environment';

export type { Logger } from 'pino';

export const requestIdHeader = 'x-request-id';

/** An incoming id is reused only if it is short and plain, so a client cannot inject text into our logs. */
const wellFormedRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export function createLogger(options: { name: string; level: LogLevel }): Logger {
  return pino({ name: options.name, level: options.level });
}

// The OAuth callback carries `?token=` and `?code=`, a premium audio address `?signature=`: credentials must
// never reach the logs.
const secretQueryParameter = /([?&](?:token|code|access_token|id_token|password|signature)=)[^&#]*/gi;

/** A request's URL fit for a log line. */
export const loggableUrl = (url: string | undefined) =>
  (url ?? '').replace(secretQueryParameter, '$1[redacted]');

/** The id of a request: the caller's `x-request-id` when well formed (the gateway passes its own on), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && wellFormedRequestId.test(incoming) ? incoming : randomUUID();
}

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
    autoLogging: { ignore: (request) => request.url === '/healthz' },
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
