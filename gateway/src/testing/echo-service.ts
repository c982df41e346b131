import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What an echo service saw of a request. */
export interface EchoedRequest {
  service: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBase64: string;
}

export interface EchoService {
  url: string;
  server: Server;
  /** Requests that reached it, /healthz excepted. */
  requestsSeen(): number;
  stop(): Promise<void>;
}

/**
 * A stand-in service on an ephemeral port that answers every request with what it received, and
 * `/healthz` as a healthy service would. `delayMs` makes it slow to answer.
 */
export async function startEchoService(
  service: string,
  options: { delayMs?: number } = {},
): Promise<EchoService> {
  let seen = 0;
  const server = createServer((request, response) => {
    if (request.url !== '/healthz') seen += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer =
        request.url === '/healthz'
          ? { status: 'ok', service, database: 'sqlite' }
          : {
              service,
              method: request.method,
              url: request.url,
              headers: request.headers,
              bodyBase64: Buffer.concat(chunks).toString('base64'),
            };
      const timer = setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      }, options.delayMs ?? 0);
      response.once('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    requestsSeen: () => seen,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
