import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  proxyEventsPlugin,
  type RequestHandler,
} from 'http-proxy-middleware';
import type { ApiErrorBody, ServiceName } from '@steady/contracts';
import { keepAliveTimeoutMs, requestIdHeader, type Logger } from '@steady/service-common';
import type { ServiceAvailability } from './service-availability';
import { matchesPrefix, routeTimeoutMs } from './service-routes';

/** A service that does not accept the connection within this is treated as down. */
export const connectTimeoutMs = 1000;

/**
 * A kept-alive connection to a service idle this long is dropped: sooner than the service closes it
 * (keepAliveTimeoutMs), so the gateway never reuses a connection at the moment the service closes it.
 */
export const idleConnectionTimeoutMs = keepAliveTimeoutMs - 5000;

// Bodyless and idempotent: safe to send again after the first attempt was lost with its connection.
const retryableMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  /** How long a service may stay silent before the answer is 504, on routes without a timeout of their own. */
  proxyTimeoutMs: number;
  /** Told when the service refuses a connection, so later requests are answered 503 at once. */
  availability?: ServiceAvailability;
  /** Where a failed proxying is reported (with the request's id). */
  logger: Logger;
}

export interface ServiceProxy {
  service: ServiceName;
  prefixes: readonly string[];
  middleware: RequestHandler<http.IncomingMessage, http.ServerResponse>;
  /** Drops the kept-alive connections to the service. */
  close(): void;
}

function errorAnswer(service: ServiceName, error: Error | undefined): { status: number; body: ApiErrorBody } {
  if (error instanceof UpstreamResponseTimeoutError) {
    const message = `The ${service} service took too long to answer. Please try again in a moment.`;
    return { status: 504, body: { error: { code: 'gateway_timeout', message } } };
  }
  const message = `The ${service} service is temporarily unavailable. Please try again in a moment.`;
  return { status: 503, body: { error: { code: 'service_unavailable', message } } };
}

function writeErrorAnswer(response: http.ServerResponse, status: number, body: ApiErrorBody): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** 503 for a service that fails its health checks, without sending it the request. */
export function answerServiceDown(service: ServiceName, response: http.ServerResponse): void {
  const { status, body } = errorAnswer(service, undefined);
  writeErrorAnswer(response, status, body);
}

// The service is not there (stopped, crashed, or not taking connections): no need to wait for a health check.
const isServiceGone = (error: Error) =>
  ['ECONNREFUSED', 'ECONNTIMEOUT'].includes((error as NodeJS.ErrnoException).code ?? '');

function isSocket(target: http.ServerResponse | Socket): target is Socket {
  return !('writeHead' in target);
}

/**
 * Proxies the service's prefixes with method, path, query, headers and body untouched: nothing reads the
 * body before it (billing's webhook signatures need the raw bytes), and `pathFilter` keeps the path whole.
 */
export function createServiceProxy(options: ServiceProxyOptions): ServiceProxy {
  const agentOptions = { keepAlive: true, maxSockets: 64, timeout: idleConnectionTimeoutMs };
  const agent = options.target.startsWith('https:')
    ? new https.Agent(agentOptions)
    : new http.Agent(agentOptions);
  const upstreamRequests = new WeakMap<http.IncomingMessage, http.ClientRequest>();
  const retried = new WeakSet<http.IncomingMessage>();

  const answerError = (error: Error, request: http.IncomingMessage, response: http.ServerResponse) => {
    const { status, body } = errorAnswer(options.service, error);
    options.logger.warn(
      { err: error, service: options.service, reqId: request.headers[requestIdHeader] },
      'Proxy to service failed',
    );
    if (isServiceGone(error)) options.availability?.markDown(options.service);
    writeErrorAnswer(response, status, body);
  };

  /**
   * A reset on a reused connection means the service closed it as the request went out (a service
   * restarting, or one with a shorter keep-alive than ours): a bodyless idempotent request is sent once
   * more, on a fresh connection.
   */
  const isLostOnStaleConnection = (error: Error, request: http.IncomingMessage) =>
    (error as NodeJS.ErrnoException).code === 'ECONNRESET' &&
    retryableMethods.has(request.method ?? '') &&
    upstreamRequests.get(request)?.reusedSocket === true &&
    !retried.has(request);

  const middleware = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target: options.target,
    agent,
    // Services rebuild the public URL (OAuth callbacks) from X-Forwarded-*; they trust loopback only.
    xfwd: true,
    pathFilter: (pathname) => matchesPrefix(pathname, options.prefixes),
    // Without the default logger plugin, which formats a line for every response only to discard it.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyRequest, request) => {
        upstreamRequests.set(request, proxyRequest);
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
        const pathname = new URL(request.url ?? '/', 'http://gateway').pathname;
        proxyRequest.setTimeout(routeTimeoutMs(pathname, options.proxyTimeoutMs), () =>
          proxyRequest.destroy(new UpstreamResponseTimeoutError()),
        );
      },
      proxyRes: (proxyResponse, _request, response) => {
        // The service's own keep-alive terms describe the gateway's connection to it, not the client's: the
        // client's connection is kept or closed as the client asked (Node read that before the proxy ran).
        delete proxyResponse.headers['keep-alive'];
        if (response.shouldKeepAlive) delete proxyResponse.headers.connection;
        else proxyResponse.headers.connection = 'close';
      },
      error: (error, request, response) => {
        if (isSocket(response) || response.headersSent) {
          // Mid-response or an upgraded socket: nothing sensible can be written any more.
          response.destroy();
          return;
        }
        if (isLostOnStaleConnection(error, request)) {
          retried.add(request);
          void middleware(request, response, (retryError?: unknown) =>
            answerError(retryError instanceof Error ? retryError : error, request, response),
          );
          return;
        }
        answerError(error, request, response);
      },
    },
  });
  return {
    service: options.service,
    prefixes: options.prefixes,
    middleware,
    close: () => agent.destroy(),
  };
}
