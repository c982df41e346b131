import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Prepares a server to stop without losing a request, and returns the stop: it takes no new connections,
 * closes the idle kept-alive ones, lets every request under way finish (its answer says `Connection: close`,
 * and its connection is closed once it is answered), and cuts off whatever is still open after `graceMs`.
 * Resolves when the last connection is gone. Install it before the server takes requests.
 */
export function prepareDrain(server: Server): (graceMs: number) => Promise<void> {
  const underWay = new Set<ServerResponse>();
  let draining = false;
  const closeWhenAnswered = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    underWay.add(response);
    if (draining) closeWhenAnswered(response);
    response.once('close', () => {
      underWay.delete(response);
      // A connection whose answer went out before the drain began is idle now: close it too.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return (graceMs) => {
    draining = true;
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    underWay.forEach(closeWhenAnswered);
    const forceTimer = setTimeout(() => server.closeAllConnections(), graceMs);
    return stopped.finally(() => clearTimeout(forceTimer));
  };
}
