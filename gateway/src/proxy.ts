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
import {
  createInstanceBalancer,
  type InstanceBalancer,
  keepAliveTimeoutMs,
  requestIdHeader,
  type Logger,
} from '@steady/service-common';
import { upstreamCounters } from './gateway-metrics';
import type { ServiceAvailability } from './service-availability';
import { requestPath, routeTimeoutMs } from './service-routes';

/** A service that does not accept the connection within this is treated as down. */
export const connectTimeoutMs = 1000;

/**
 * A kept-alive connection to a service idle this long is dropped: sooner than the service closes it
 * (keepAliveTimeoutMs), so the gateway never reuses a connection at the moment the service closes it.
 */
const idleConnectionTimeoutMs = keepAliveTimeoutMs - 5000;

// Safe to send again after the first attempt was lost with its connection: idempotent by definition, or a
// write the services apply once per Idempotency-Key.
const retryableMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const isRepeatable = (request: http.IncomingMessage) =>
  retryableMethods.has(request.method ?? '') || request.headers['idempotency-key'] !== undefined;

// The connection to the instance failed (refused, never accepted, or cut): another instance may answer.
const connectionFailures = new Set(['ECONNREFUSED', 'ECONNTIMEOUT', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH']);
const isConnectionFailure = (error: Error) =>
  connectionFailures.has((error as NodeJS.ErrnoException).code ?? '');

// http-proxy appends to these on every attempt; a retry must send what the first attempt sent.
const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto'] as const;
type ForwardedHeaders = Pick<http.IncomingHttpHeaders, (typeof forwardedHeaders)[number]>;

/** What the proxy keeps about a request in flight. */
interface ProxiedRequestState {
  instance: string;
  sentForwardedHeaders: ForwardedHeaders;
  upstreamRequest?: http.ClientRequest;
  retried: boolean;
}

// Kept on the request itself, not in WeakMaps keyed by requests: those make every finished request costly
// for the garbage collector, several times the cost of proxying it.
const proxiedRequestState = Symbol('proxied request state');
type ProxiedRequest = http.IncomingMessage & { [proxiedRequestState]?: ProxiedRequestState };
const stateOf = (request: http.IncomingMessage) => (request as ProxiedRequest)[proxiedRequestState];

class UpstreamConnectTimeoutError extends Error {
  readonly code = 'ECONNTIMEOUT';
}

class UpstreamResponseTimeoutError extends Error {
  readonly code = 'ERESPONSETIMEOUT';
}

interface ServiceProxyOptions {
  service: ServiceName;
  /** Base URLs of the service's instances; requests take turns among the available ones. */
  targets: readonly string[];
  prefixes: readonly string[];
  /** How long a service may stay silent before the answer is 504, on routes without a timeout of their own. */
  proxyTimeoutMs: number;
  /** Which instances pass their health checks; told when one refuses a connection. */
  availability?: ServiceAvailability;
  /** Where a failed proxying is reported (with the request's id). */
  logger: Logger;
}

export interface ServiceProxy {
  service: ServiceName;
  prefixes: readonly string[];
  /** 503 at once, counted: no instance of the service passes its health checks. */
  answerServiceDown(response: http.ServerResponse): void;
  /** Chooses the instance this request goes to; false when no instance is available. */
  assignInstance(request: http.IncomingMessage): boolean;
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

/** A JSON error answer the browser must not keep. */
export function writeErrorAnswer(response: http.ServerResponse, status: number, body: ApiErrorBody): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** 503 for a service whose instances all fail their health checks, without sending it the request. */
function answerServiceDown(service: ServiceName, response: http.ServerResponse): void {
  const { status, body } = errorAnswer(service, undefined);
  writeErrorAnswer(response, status, body);
}

// The instance is not there (stopped, crashed, or not taking connections): no need to wait for a health check.
const isServiceGone = (error: Error) =>
  ['ECONNREFUSED', 'ECONNTIMEOUT', 'EHOSTUNREACH'].includes((error as NodeJS.ErrnoException).code ?? '');

function isSocket(target: http.ServerResponse | Socket): target is Socket {
  return !('writeHead' in target);
}

/** The 503 or 504 for a request the service did not answer, logged with the request's id. */
function answerProxyError(
  options: Pick<ServiceProxyOptions, 'service' | 'logger'>,
  error: Error,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  const { status, body } = errorAnswer(options.service, error);
  options.logger.warn(
    {
      err: error,
      service: options.service,
      instance: stateOf(request)?.instance,
      reqId: request.headers[requestIdHeader],
    },
    'Proxy to service failed',
  );
  writeErrorAnswer(response, status, body);
}

/**
 * A reset on a reused connection means the service closed it as the request went out (a service
 * restarting, or one with a shorter keep-alive than ours): with no other instance, a repeatable request
 * is sent once more to the same one, on a fresh connection.
 */
const isLostOnStaleConnection = (error: Error, request: http.IncomingMessage) =>
  (error as NodeJS.ErrnoException).code === 'ECONNRESET' &&
  stateOf(request)?.upstreamRequest?.reusedSocket === true;

function restoreForwardedHeaders(request: http.IncomingMessage): void {
  const sent = stateOf(request)?.sentForwardedHeaders;
  for (const header of forwardedHeaders) {
    const value = sent?.[header];
    if (value === undefined) delete request.headers[header];
    else request.headers[header] = value;
  }
}

/**
 * Where a failed request goes once more: another instance, else the same one after a stale connection.
 * A request that never got a connection is sent on whatever it is; one cut off later may have been acted
 * on, so only when repeating it is safe.
 */
function retryTarget(
  balancer: InstanceBalancer,
  error: Error,
  request: http.IncomingMessage,
  failed: string | undefined,
): string | undefined {
  if (stateOf(request)?.retried !== false || !isConnectionFailure(error)) return undefined;
  if (!isServiceGone(error) && !isRepeatable(request)) return undefined;
  return balancer.next(failed) ?? (isLostOnStaleConnection(error, request) ? failed : undefined);
}

function keptAliveAgent(targets: readonly string[]): http.Agent {
  const agentOptions = { keepAlive: true, maxSockets: 64, timeout: idleConnectionTimeoutMs };
  return targets.some((target) => target.startsWith('https:'))
    ? new https.Agent(agentOptions)
    : new http.Agent(agentOptions);
}

/** Remembers the instance a request goes to and the forwarded headers a retry must send again. */
function startProxiedRequest(request: http.IncomingMessage, instance: string): void {
  const headers = request.headers;
  (request as ProxiedRequest)[proxiedRequestState] = {
    instance,
    sentForwardedHeaders: {
      'x-forwarded-for': headers['x-forwarded-for'],
      'x-forwarded-port': headers['x-forwarded-port'],
      'x-forwarded-proto': headers['x-forwarded-proto'],
    },
    retried: false,
  };
}

/** How long the gateway waits for a connection to the service, then for its answer (504 after that). */
function limitUpstreamWaits(
  proxyRequest: http.ClientRequest,
  request: http.IncomingMessage,
  proxyTimeoutMs: number,
): void {
  // Fresh connections get connectTimeoutMs, so a host that swallows packets fails as fast as a refusal.
  const socket = proxyRequest.socket;
  if (socket?.connecting) {
    const timer = setTimeout(() => proxyRequest.destroy(new UpstreamConnectTimeoutError()), connectTimeoutMs);
    socket.once('connect', () => clearTimeout(timer));
    proxyRequest.once('close', () => clearTimeout(timer));
  }
  const pathname = requestPath(request.url ?? '/') ?? '/';
  proxyRequest.setTimeout(routeTimeoutMs(pathname, proxyTimeoutMs), () =>
    proxyRequest.destroy(new UpstreamResponseTimeoutError()),
  );
}

/**
 * The service's own keep-alive terms describe the gateway's connection to it, not the client's: the
 * client's connection is kept or closed as the client asked (Node read that before the proxy ran).
 */
function keepConnectionAsClientAsked(
  proxyResponse: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  delete proxyResponse.headers['keep-alive'];
  if (response.shouldKeepAlive) delete proxyResponse.headers.connection;
  else proxyResponse.headers.connection = 'close';
}

/**
 * Proxies each request it is handed (the gateway hands it its service's prefixes) with method, path, query,
 * headers and body untouched: the body reaches it as sent (billing's webhook signatures need the raw
 * bytes), and no mount point strips the path.
 */
export function createServiceProxy(options: ServiceProxyOptions): ServiceProxy {
  const agent = keptAliveAgent(options.targets);
  const availability = options.availability;
  const balancer = createInstanceBalancer(
    options.targets,
    (target) => availability?.isAvailable(target) ?? true,
  );
  const counters = upstreamCounters(options.service, options.targets);

  const middleware = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target: options.targets[0],
    router: (request) => stateOf(request)?.instance ?? options.targets[0],
    agent,
    // Services rebuild the public URL (OAuth callbacks) from X-Forwarded-*; they trust loopback only.
    xfwd: true,
    // Without the default logger plugin, which formats a line for every response only to discard it.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyRequest, request) => {
        const state = stateOf(request);
        if (state) state.upstreamRequest = proxyRequest;
        limitUpstreamWaits(proxyRequest, request, options.proxyTimeoutMs);
      },
      proxyRes: (proxyResponse, _request, response) => keepConnectionAsClientAsked(proxyResponse, response),
      error: (error, request, response) => {
        if (isSocket(response) || response.headersSent) {
          // Mid-response or an upgraded socket: nothing sensible can be written any more.
          response.destroy();
          return;
        }
        const state = stateOf(request);
        const failed = state?.instance;
        counters.failed(failed, (error as NodeJS.ErrnoException).code ?? 'unknown');
        if (failed !== undefined && isServiceGone(error)) availability?.markDown(failed);
        const target = retryTarget(balancer, error, request, failed);
        if (state && target !== undefined) {
          state.retried = true;
          state.instance = target;
          counters.sent(target);
          counters.retried(target);
          restoreForwardedHeaders(request);
          void middleware(request, response, (retryError?: unknown) =>
            answerProxyError(options, retryError instanceof Error ? retryError : error, request, response),
          );
          return;
        }
        answerProxyError(options, error, request, response);
      },
    },
  });
  return {
    service: options.service,
    prefixes: options.prefixes,
    answerServiceDown: (response) => {
      counters.serviceDown();
      answerServiceDown(options.service, response);
    },
    assignInstance: (request) => {
      const target = balancer.next();
      if (target === undefined) return false;
      counters.sent(target);
      startProxiedRequest(request, target);
      return true;
    },
    middleware,
    close: () => agent.destroy(),
  };
}
