import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prepareDrain } from './drain';
import { enforceHeaderDeadline } from './header-deadline';
import type { Logger } from './logger';
import { markStopping } from './probes';

/** How long in-flight requests get to finish after a stop is asked for. */
const shutdownGraceMs = 10_000;

/**
 * How long a server keeps an idle kept-alive connection open: longer than whatever proxies to it keeps
 * one idle (the gateway's agent, a load balancer's usual 60 s), so the proxy always drops an idle
 * connection first and never sends a request down one the server is closing at that moment (→ 503).
 */
export const keepAliveTimeoutMs = 65_000;

/**
 * A client gets this long to send a request's headers, and again its whole request with the body: a slow
 * or stalled client is cut off instead of holding a connection (and what it would reach) indefinitely.
 * Idle kept-alive connections are not affected; they wait keepAliveTimeoutMs for their next request.
 */
const clientRequestTimeoutMs = 10_000;

interface RunningServer {
  url: string;
  port: number;
  /**
   * Stops accepting connections, lets in-flight requests finish (at most 10 s) and closes every kept-alive
   * connection, then runs onClose.
   */
  close(): Promise<void>;
}

interface StartOptions {
  app: RequestListener;
  port: number;
  host: string;
  logger: Logger;
  /** Releases what the server used (the database), after the last request. */
  onClose?: () => Promise<void>;
  /** Stop on SIGTERM/SIGINT and exit; true for a process's main server, false in tests. */
  handleSignals?: boolean;
}

/** Listens on host:port and resolves once accepting connections; SIGTERM/SIGINT stop it gracefully. */
export async function startService(options: StartOptions): Promise<RunningServer> {
  // Timeouts are checked every second (Node's default is every 30 s, which would stretch them to 40 s).
  const server = createServer({ connectionsCheckingInterval: 1000 }, options.app);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = clientRequestTimeoutMs;
  server.requestTimeout = clientRequestTimeoutMs;
  enforceHeaderDeadline(server, clientRequestTimeoutMs);
  const drain = prepareDrain(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = options.host.includes(':') ? `[${options.host}]` : options.host;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      markStopping();
      process.off('SIGTERM', onSignal).off('SIGINT', onSignal);
      await drain(shutdownGraceMs);
      await options.onClose?.();
    })();
    return closing;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    options.logger.info(`${signal} received, shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        options.logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  if (options.handleSignals ?? true) process.once('SIGTERM', onSignal).once('SIGINT', onSignal);

  return { url: `http://${urlHost}:${port}`, port, close };
}
