import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type Response } from 'express';

type BodyBuffer = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The largest request body the gateway takes in: a profile photo (at most 2 MB) with room to spare; each
 * service's own limits are lower for everything else.
 */
export const gatewayBodyLimit = '3mb';

/**
 * Takes in a request's whole body before it is proxied, and hands the service the bytes at once: a client
 * that trickles its body then holds only its own connection to the gateway (cut off after the server's
 * request timeout), never one of the few kept-alive connections to a service. The bytes are passed on
 * exactly as sent (a webhook's signature is over them); a compressed body is refused with 415.
 */
export function bufferRequestBodies(): BodyBuffer {
  const takeRawBody = express.raw({ type: () => true, limit: gatewayBodyLimit, inflate: false });
  return (request, response, next) => {
    // No length and no chunked encoding: no body to take in (most GETs), so none of body-parser's work.
    if (
      request.headers['content-length'] === undefined &&
      request.headers['transfer-encoding'] === undefined
    ) {
      next();
      return;
    }
    // body-parser reads only Node's own request and response, whatever its Express types say.
    takeRawBody(request as Request, response as Response, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      const body: unknown = (request as Request).body;
      if (Buffer.isBuffer(body)) replayBody(request, body);
      next();
    });
  };
}

/** The proxy pipes the incoming request into the service's; once read, it pipes the kept bytes instead. */
function replayBody(request: IncomingMessage, body: Buffer): void {
  request.pipe = <Destination extends NodeJS.WritableStream>(destination: Destination) => {
    destination.end(body);
    return destination;
  };
}
