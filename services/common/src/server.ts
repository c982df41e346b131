import express, { type Express } from 'express';
import { sql } from 'kysely';
import type { ServiceHealth, ServiceName } from '@steady/contracts';
import { errorHandler, notFoundHandler } from './error-handler';
import { createRequestLogger, type Logger } from './logger';
import { securityHeaders } from './security-headers';
import type { ServiceDatabase } from './database/types';

export const jsonBodyLimit = '100kb';

export interface ServiceAppOptions<Schema> {
  name: ServiceName;
  logger: Logger;
  database: ServiceDatabase<Schema>;
  /** Registers the service's routes; they run after the JSON body parser and before the 404 and error handlers. */
  routes?: (app: Express) => void;
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

/** An Express app with what every service shares: security headers, request logs, JSON bodies, health, errors. */
export function createServiceApp<Schema>(options: ServiceAppOptions<Schema>): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway on the same host forwards requests; trust its X-Forwarded-* and no one else's.
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  app.use(createRequestLogger(options.logger));
  app.use(express.json({ limit: jsonBodyLimit }));
  app.get('/healthz', async (_request, response) => {
    const health = await checkHealth(options.name, options.database);
    response.status(health.status === 'ok' ? 200 : 503).json(health);
  });
  options.routes?.(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
