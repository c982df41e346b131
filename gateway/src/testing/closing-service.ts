import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ClosingService {
  url: string;
  /** Requests that reached the service, including the ones it dropped. */
  requestsSeen(): number;
  stop(): Promise<void>;
}

/**
 * A service that answers the first request on each connection and drops the connection when a second
 * request arrives on it: what a client sees when a server closes a kept-alive connection just as the
 * client sends its next request down it.
 */
export async function startClosingService(): Promise<ClosingService> {
  const requestsPerConnection = new WeakMap<Socket, number>();
  let seen = 0;
  const server: Server = createServer((request, response) => {
    seen += 1;
    const count = (requestsPerConnection.get(request.socket) ?? 0) + 1;
    requestsPerConnection.set(request.socket, count);
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requestsSeen: () => seen,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
