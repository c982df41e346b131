import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ApiErrorBody, ServiceName } from '@steady/contracts';
import { matchesPrefix } from './service-routes';

/** A service that does not accept the connection within this is treated as down. */
export const connectTimeoutMs = 1000;

class UpstreamConnectTimeoutError extends Error {
  readonly code = 'ECONNTIMEOUT';
}

class UpstreamResponseTimeoutError extends Error {
  readonly code = 'ERESPONSETIMEOUT';
}

export interface ServiceProxyOptions {
  service: ServiceName;
  target: string;
  prefixes: readonly string[];
  proxyTimeoutMs: number;
}

function errorAnswer(service: ServiceName, error: Error): { status: number; body: ApiErrorBody } {
  if (error instanceof UpstreamResponseTimeoutError) {
    const message = `The ${service} service took too long to answer. Please try again in a moment.`;
    return { status: 504, body: { error: { code: 'bad_gateway', message } } };
  }
  const message = `The ${service} service is temporarily unavailable. Please try again in a moment.`;
  return { status: 503, body: { error: { code: 'service_unavailable', message } } };
}

function isSocket(target: http.ServerResponse | Socket): target is Socket {
  return !('writeHead' in target);
}

/**
 * Proxies the service's prefixes with method, path, query, headers and body untouched: nothing reads the
 * body before it (billing's webhook signatures need the raw bytes), and `pathFilter` keeps the path whole.
 */
export function createServiceProxy(options: ServiceProxyOptions) {
  const agentOptions = { keepAlive: true, maxSockets: 64 };
  const agent = options.target.startsWith('https:')
    ? new https.Agent(agentOptions)
    : new http.Agent(agentOptions);
  const middleware = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target: options.target,
    agent,
    // Services rebuild the public URL (OAuth callbacks) from X-Forwarded-*; they trust loopback only.
    xfwd: true,
    pathFilter: (pathname) => matchesPrefix(pathname, options.prefixes),
    on: {
      proxyReq: (proxyRequest) => {
        // Fresh connections get connectTimeoutMs, so a host that swallows packets fails as fast as a refusal.
        const socket = proxyRequest.socket;
        if (socket?.connecting) {
          const timer = setTimeout(
            () => proxyRequest.destroy(new UpstreamConnectTimeoutError()),
            connectTimeoutMs,
          );
          socket.once('connect', () => clearTimeout(timer));
          proxyRequest.once('close', () => clearTimeout(timer));
        }
        proxyRequest.setTimeout(options.proxyTimeoutMs, () =>
          proxyRequest.destroy(new UpstreamResponseTimeoutError()),
        );
      },
      error: (error, request, response) => {
        if (isSocket(response) || response.headersSent) {
          // Mid-response or an upgraded socket: nothing sensible can be written any more.
          response.destroy();
          return;
        }
        const { status, body } = errorAnswer(options.service, error);
        request.log.warn({ err: error, service: options.service }, 'Proxy to service failed');
        response.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(JSON.stringify(body));
      },
    },
  });
  return { middleware, close: () => agent.destroy() };
}
