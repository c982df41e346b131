import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { serviceNames } from '@steady/contracts';
import {
  createRequestLogger,
  errorHandler,
  notFoundHandler,
  requestIdHeader,
  securityHeaders,
  type Logger,
} from '@steady/service-common';
import type { GatewayConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { registerHealth } from './health';
import { createServiceProxy } from './proxy';
import { registerRemotesManifest } from './remotes-manifest';
import { serviceRoutePrefixes } from './service-routes';
import { registerStaticFiles } from './static-files';

export interface Gateway {
  app: Express;
  /** Drops the kept-alive connections to the services. */
  close(): void;
}

/** The services log the gateway's request id, so one id follows a request end to end. */
const forwardRequestId: RequestHandler = (request, _response, next) => {
  request.headers[requestIdHeader] = String(request.id);
  next();
};

export function buildGateway(config: GatewayConfig, logger: Logger): Gateway {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // Pages and JSON answers (proxied ones too) compressed on the fly; build files are sent pre-compressed.
  app.use(compression());
  app.use(createRequestLogger(logger));
  app.use(forwardRequestId);

  const proxies = serviceNames.map((service) =>
    createServiceProxy({
      service,
      target: config.services[service],
      prefixes: serviceRoutePrefixes[service],
      proxyTimeoutMs: config.proxyTimeoutMs,
    }),
  );
  for (const proxy of proxies) app.use(proxy.middleware);
  app.use('/api', notFoundHandler);

  registerHealth(app, config.services);
  registerRemotesManifest(app, config.remotes);
  registerStaticFiles(app, {
    staticRoot: config.staticRoot,
    remotes: config.remotes,
    documentHeaders: securityHeaders(contentSecurityPolicy(config.remotes)),
  });
  app.use(notFoundHandler);
  app.use(errorHandler);

  return { app, close: () => proxies.forEach((proxy) => proxy.close()) };
}
