import type { RequestListener, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import express, { type Request } from 'express';
import { serviceNames, type ServiceName } from '@steady/contracts';
import {
  compressAnswers,
  createRequestLogger,
  dnsDiscoveryEnabled,
  errorHandler,
  httpRequestDuration,
  internalError,
  notFoundHandler,
  recordRequestMetrics,
  requestIdHeader,
  requestIdOf,
  secondsSince,
  securityHeaders,
  serverSpanRouteSetter,
  sharedDiscovery,
  toHttpError,
  type Logger,
} from '@steady/service-common';
import { registerBrowserErrors } from './browser-errors';
import { bufferRequestBodies } from './buffered-body';
import type { GatewayConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { registerHealth } from './health';
import { exportInstanceHealth } from './gateway-metrics';
import { createServiceProxy, writeErrorAnswer, type ServiceProxy } from './proxy';
import { createFederationManifests } from './federation-manifests';
import { registerRemotesManifest } from './remotes-json-route';
import { requestPath, serviceRoutePrefixes } from './service-routes';
import { watchServiceAvailability } from './service-availability';
import { registerStaticFiles } from './static-files';

export interface Gateway {
  /** What the server runs: `/api` requests of a service go straight to it, the rest to the Express app. */
  app: RequestListener;
  /** Drops the kept-alive connections to the services and stops checking their health. */
  close(): void;
  /** Settles once each remote deployed elsewhere has been asked for its routes, and discovery looked up every name. */
  remotesReady: Promise<void>;
}

/** A public prefix of a service (`/api/content`) and the proxy that sends its requests there. */
interface ProxiedRoute {
  prefix: string;
  below: string;
  proxy: ServiceProxy;
}

/** The proxied route a path belongs to: the prefix itself and anything below it. */
const proxiedRouteOf = (routes: readonly ProxiedRoute[], path: string) =>
  routes.find((route) => path === route.prefix || path.startsWith(route.below));

/**
 * The proxied path, first and lean, outside Express: Express's set-up of each request (new prototypes for
 * the request and response, the router) added a quarter to two thirds to the gateway's CPU per proxied
 * request (bench/RESULTS.md, Gateway). The request id is passed on (the service logs the request under it, so
 * one id follows a request end to end) and the service compresses its own answer; the gateway writes a
 * line only when proxying fails. Each answer is timed under its service prefix.
 */
function proxyToServices(
  proxies: readonly ServiceProxy[],
  otherRequests: RequestListener,
  logger: Logger,
): RequestListener {
  const bufferBody = bufferRequestBodies();
  const routes = proxies.flatMap((proxy) =>
    proxy.prefixes.map((prefix) => ({ prefix, below: `${prefix}/`, proxy })),
  );
  return (request, response) => {
    const path = requestPath(request.url ?? '/');
    const route = path === undefined ? undefined : proxiedRouteOf(routes, path);
    if (!route) {
      otherRequests(request, response);
      return;
    }
    const startedAt = performance.now();
    serverSpanRouteSetter()(route.prefix);
    response.once('finish', () =>
      httpRequestDuration.observe(
        { route: route.prefix, method: request.method, status: response.statusCode },
        secondsSince(startedAt),
      ),
    );
    const { proxy } = route;
    const id = requestIdOf(request);
    request.headers[requestIdHeader] = id;
    // Connection is hop-by-hop: a client's `Connection: close` must not close the kept-alive connection to
    // the service (Node has already read it for the client's own connection).
    delete request.headers.connection;
    response.setHeader(requestIdHeader, id);
    if (!proxy.assignInstance(request)) {
      proxy.answerServiceDown(response);
      return;
    }
    bufferBody(request, response, (error?: unknown) => {
      if (error === undefined) void proxy.middleware(request, response);
      else answerUnreadBody(error, id, response, logger);
    });
  };
}

/** A body too large, compressed or cut off: 4xx JSON as the error handler answers it elsewhere. */
function answerUnreadBody(error: unknown, id: string, response: ServerResponse, logger: Logger): void {
  const known = toHttpError(error);
  if (!known) logger.error({ err: error, reqId: id }, 'Reading a request body failed');
  const answer = known ?? internalError();
  writeErrorAnswer(response, answer.status, answer.toBody());
}

/** What the metrics count the gateway's own answers under when no route answered: its pages and its files. */
const pagesOrFiles = (request: Request) => {
  if (request.path === '/api' || request.path.startsWith('/api/')) return undefined;
  return posix.basename(request.path).includes('.') ? 'files' : 'pages';
};

export function buildGateway(config: GatewayConfig, logger: Logger): Gateway {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustedProxies);
  const discovered = dnsDiscoveryEnabled()
    ? serviceNames.map((service) => sharedDiscovery(config.services[service]))
    : undefined;
  // With DNS discovery each list is every address behind its names, kept current in place.
  const services = discovered
    ? (Object.fromEntries(serviceNames.map((service, index) => [service, discovered[index]!.urls])) as Record<
        ServiceName,
        string[]
      >)
    : config.services;
  const availability = watchServiceAvailability(services, config.healthCheckIntervalMs, logger);
  discovered?.forEach((discovery) => discovery.onChange(() => availability.followLists()));
  const proxies = serviceNames.map((service) =>
    createServiceProxy({
      service,
      targets: services[service],
      prefixes: serviceRoutePrefixes[service],
      proxyTimeoutMs: config.proxyTimeoutMs,
      availability,
      logger,
    }),
  );

  exportInstanceHealth(services, availability);

  app.use(recordRequestMetrics(pagesOrFiles));
  // The gateway's own answers: pages and JSON compressed on the fly (build files are sent pre-compressed).
  app.use(compressAnswers());
  // pino-http's request.log carries the request id. No request context (AsyncLocalStorage) in the gateway:
  // on Node 20 its first run() makes every promise of the process pay for it from then on, the proxied
  // path's included (a microtask cost 5 times as much after one page was served).
  app.use(createRequestLogger(logger));
  registerBrowserErrors(app);
  app.use('/api', notFoundHandler);

  registerHealth(app, services);
  const federationManifests = createFederationManifests(config.remotes, config.staticRoot);
  registerRemotesManifest(app, federationManifests);
  registerStaticFiles(app, {
    staticRoot: config.staticRoot,
    federationManifests,
    documentHeaders: securityHeaders(contentSecurityPolicy(config.remotes)),
  });
  app.use(notFoundHandler);
  app.use(errorHandler);

  return {
    app: proxyToServices(proxies, app, logger),
    close: () => {
      availability.stop();
      discovered?.forEach((discovery) => discovery.stop());
      proxies.forEach((proxy) => proxy.close());
    },
    remotesReady: Promise.all([
      federationManifests.ready,
      ...(discovered ?? []).map(({ ready }) => ready),
    ]).then(() => undefined),
  };
}
