import express, { type Express, type RequestHandler } from 'express';
import { sql } from 'kysely';
import type { ServiceHealth, ServiceName } from '@steady/contracts';
import { compressAnswers } from './compression';
import { errorHandler, notFoundHandler } from './error-handler';
import { createRequestLogger, type Logger } from './logger';
import { recordRequestMetrics } from './metrics/http-metrics';
import { withRequestContext } from './request-context';
import { apiSecurityHeaders } from './security-headers';
import type { ServiceDatabase } from './database/types';
import { localClientTraffic, type ClientTraffic } from './rate-limits/request-limits';
import { isStopping, noStore, registerLiveness } from './probes';

const jsonBodyLimit = '100kb';

interface ServiceAppOptions<Schema> {
  name: ServiceName;
  logger: Logger;
  database: ServiceDatabase<Schema>;
  /** Registers the service's routes; they run after the body parser and before the 404 and error handlers. */
  routes?: (app: Express) => void;
  /**
   * Exact paths whose body reaches the route untouched, as a Buffer in `request.body`, instead of parsed JSON:
   * a webhook signature is computed over the bytes as sent, which re-serialised JSON would not reproduce.
   */
  rawBodyRoutes?: readonly string[];
  /** Trusted proxies and rate limits (default: one instance behind a gateway on loopback). */
  traffic?: ClientTraffic;
  /** What `/healthz` says beyond status and database (billing: its payment mode). */
  healthDetails?: Pick<ServiceHealth, 'billing'>;
}

async function checkHealth<Schema>(
  name: ServiceName,
  database: ServiceDatabase<Schema>,
): Promise<ServiceHealth> {
  try {
    await sql`select 1`.execute(database.db);
    return { status: 'ok', service: name, database: database.dialect };
  } catch {
    return { status: 'unavailable', service: name, database: database.dialect };
  }
}

/** JSON bodies everywhere except on `rawBodyRoutes`, whose bodies stay raw bytes whatever their content type. */
function bodyParser(rawBodyRoutes: readonly string[]): RequestHandler {
  const rawPaths = new Set(rawBodyRoutes);
  const json = express.json({ limit: jsonBodyLimit });
  const raw = express.raw({ type: () => true, limit: jsonBodyLimit });
  return (request, response, next) => (rawPaths.has(request.path) ? raw : json)(request, response, next);
}

const unchangingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change a client asks for counts against its address; webhooks (signed by their sender, and
 * arriving in bursts from a few addresses) and the internal API (other services) do not.
 */
function limitWrites(traffic: ClientTraffic, rawBodyRoutes: readonly string[]): RequestHandler {
  const rawPaths = new Set(rawBodyRoutes);
  return traffic.limits.limit({
    name: 'writes',
    limit: traffic.writesPerMinute,
    windowMs: 60_000,
    message: 'Too many changes from this address. Please wait a minute and try again.',
    skip: (request) =>
      unchangingMethods.has(request.method) ||
      !request.path.startsWith('/api/') ||
      rawPaths.has(request.path),
  });
}

/**
 * An Express app with what every service shares: request metrics, security headers, compressed answers,
 * request logs and the request's context (its id on every log line and every call to another service), JSON
 * bodies, health, errors.
 */
export function createServiceApp<Schema>(options: ServiceAppOptions<Schema>): Express {
  const app = express();
  app.disable('x-powered-by');
  const traffic = options.traffic ?? localClientTraffic();
  // Only the configured proxies (the gateway, a load balancer) may say who the client is.
  app.set('trust proxy', traffic.trustedProxies);
  app.use(recordRequestMetrics());
  app.use(apiSecurityHeaders());
  app.use(compressAnswers());
  app.use(createRequestLogger(options.logger));
  app.use(withRequestContext((request) => String(request.id)));
  app.use(limitWrites(traffic, options.rawBodyRoutes ?? []));
  app.use(bodyParser(options.rawBodyRoutes ?? []));
  registerLiveness(app);
  // Ready for traffic: the database answers and the process is not stopping. `/healthz` is its older name.
  const readiness: RequestHandler = async (_request, response) => {
    const health = { ...(await checkHealth(options.name, options.database)), ...options.healthDetails };
    const ready = health.status === 'ok' && !isStopping();
    noStore(response)
      .status(ready ? 200 : 503)
      .json(ready || health.status !== 'ok' ? health : { ...health, status: 'unavailable', stopping: true });
  };
  app.get(['/readyz', '/healthz'], readiness);
  options.routes?.(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
