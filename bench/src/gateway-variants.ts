// Started by `npm run bench` as its own process: the gateway's pieces one at a time in front of the same
// service, so what each costs on the proxied path can be measured apart. Arguments: the service's URL, then
// <variant>=<port> pairs. Prints "ready" once all listen.
import type { RequestListener } from 'node:http';
import express from 'express';
import {
  compressAnswers,
  createLogger,
  createRequestLogger,
  securityHeaders,
  startService,
} from '@steady/service-common';
import { createServiceProxy } from '../../gateway/src/proxy';
import { serviceRoutePrefixes } from '../../gateway/src/service-routes';

export const gatewayVariants = [
  // As the gateway runs its proxied path: a plain Node request listener.
  'proxy only',
  // The same proxy mounted in an Express app, as the pieces below need.
  '+ Express',
  '+ request log',
  '+ helmet',
  '+ compression',
  // The proxied path as it once was: Express, every request logged, helmet's headers and compression.
  '+ all three',
] as const;
type GatewayVariant = (typeof gatewayVariants)[number];

const logger = createLogger({ name: 'gateway-variant', level: 'warn' });

function buildVariant(variant: GatewayVariant, target: string): RequestListener {
  const proxy = createServiceProxy({
    service: 'billing',
    targets: [target],
    prefixes: serviceRoutePrefixes.billing,
    proxyTimeoutMs: 15000,
    logger,
  });
  if (variant === 'proxy only') {
    return (request, response) => {
      proxy.assignInstance(request);
      void proxy.middleware(request, response);
    };
  }
  const app = express();
  app.disable('x-powered-by');
  const all = variant === '+ all three';
  if (all || variant === '+ compression') app.use(compressAnswers());
  if (all || variant === '+ request log') app.use(createRequestLogger(logger));
  if (all || variant === '+ helmet') app.use(securityHeaders());
  app.use((request, response, next) => {
    proxy.assignInstance(request);
    void proxy.middleware(request, response, next);
  });
  return app;
}

async function main() {
  const [target, ...pairs] = process.argv.slice(2);
  if (!target) throw new Error('usage: gateway-variants <service url> <variant>=<port>…');
  for (const pair of pairs) {
    const [variant, port] = pair.split('=') as [GatewayVariant, string];
    await startService({
      app: buildVariant(variant, target),
      port: Number(port),
      host: '127.0.0.1',
      logger,
    });
  }
  console.log('ready');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
