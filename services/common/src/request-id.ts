import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

/** An incoming id is reused only if it is short and plain, so a client cannot inject text into our logs. */
const wellFormedRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the caller's `x-request-id` when well formed (the gateway passes its own on), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && wellFormedRequestId.test(incoming) ? incoming : randomUUID();
}
