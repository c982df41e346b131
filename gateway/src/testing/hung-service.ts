import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HungService {
  url: string;
  /** Requests that reached the service, /healthz included. */
  requestsSeen(): number;
  /** From now on it answers again (held requests stay unanswered). */
  recover(): void;
  stop(): Promise<void>;
}

/**
 * A service that takes connections but answers nothing, /healthz included, until it recovers: what a
 * service stuck in a loop or waiting on a dead database looks like from the gateway.
 */
export async function startHungService(service: string): Promise<HungService> {
  let hung = true;
  let seen = 0;
  const server = createServer((request, response) => {
    seen += 1;
    request.resume();
    if (hung) return;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'ok', service, database: 'sqlite' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requestsSeen: () => seen,
    recover: () => {
      hung = false;
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
