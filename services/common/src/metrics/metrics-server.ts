import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { collectProcessMetrics, metricsRegistry } from './metrics-registry';

export interface MetricsEndpoint {
  /** The port Prometheus scrapes (METRICS_PORT, AUTH_METRICS_PORT, …); none: metrics are not served. */
  port?: number;
  /** Loopback unless the scraper runs on another machine (METRICS_HOST). */
  host: string;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the process's metrics at `GET /metrics` on a port of its own, never on the port the public reaches:
 * the gateway's public port cannot leak them, a scrape does not count as traffic, and a load balancer in front
 * of the services does not expose them either. Anything else there is a 404.
 */
export async function startMetricsServer(
  endpoint: MetricsEndpoint,
  logger: Logger,
): Promise<MetricsServer | undefined> {
  if (endpoint.port === undefined) return undefined;
  collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'Collecting metrics failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endpoint.port, endpoint.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = endpoint.host.includes(':') ? `[${endpoint.host}]` : endpoint.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
