import type { Express } from 'express';
import type { ServiceName } from '@steady/contracts';
import { loadServiceConfig, type ServiceConfig } from './config';
import { ConfigError } from './environment';
import { createDatabaseIfMissing } from './database/create-mysql-database';
import { openDatabase } from './database/open';
import { acquireSqliteWriterLock } from './database/sqlite-writer-lock';
import { MigrationError, runMigrations, type Migration } from './database/migrations';
import type { ServiceDatabase } from './database/types';
import { createLogger, type Logger } from './logger';
import { startMetricsServer } from './metrics/metrics-server';
import { stopTracing } from './tracing/tracing-state';
import { connectRequestLimits, type ClientTraffic } from './rate-limits/request-limits';
import { startService } from './start';

/** What a service's `buildApp` receives. */
export interface ServiceDependencies<Schema> {
  config: ServiceConfig;
  logger: Logger;
  database: ServiceDatabase<Schema>;
  /** Trusted proxies and rate limits, counted in Redis when REDIS_URL is set. */
  traffic: ClientTraffic;
}

interface ServiceMigrations {
  name: ServiceName;
  migrations: Record<string, Migration>;
}

interface ServiceDefinition<Schema> extends ServiceMigrations {
  /** Work on the migrated database that must finish before the service answers (e.g. encrypting old rows). */
  prepare?: (dependencies: Omit<ServiceDependencies<Schema>, 'traffic'>) => Promise<void>;
  buildApp: (dependencies: ServiceDependencies<Schema>) => Express;
}

/** Describes a database for a log line without its password. */
function describeDatabase(config: ServiceConfig): string {
  if (config.database.dialect === 'sqlite') return `sqlite ${config.database.filename}`;
  const url = new URL(config.database.url);
  return `mysql ${url.host}${url.pathname}`;
}

/** Opens and migrates a service's database, prints one line, closes it. Backs `npm run migrate`. */
export async function migrateService(definition: ServiceMigrations): Promise<void> {
  const config = loadServiceConfig(definition.name);
  await createDatabaseIfMissing(config.database);
  const database = openDatabase<unknown>(config.database);
  try {
    const applied = await runMigrations(database.db, definition.migrations);
    const summary = applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`;
    console.log(`${definition.name}: ${summary} (${describeDatabase(config)})`);
  } finally {
    await database.close();
  }
}

/** A service's main: config, database, migrations, then listen until SIGTERM/SIGINT. */
export async function launchService<Schema>(definition: ServiceDefinition<Schema>): Promise<void> {
  const config = loadServiceConfig(definition.name);
  const logger = createLogger({ name: definition.name, level: config.logLevel });
  const releaseLock =
    config.database.dialect === 'sqlite' && config.database.filename !== ':memory:'
      ? acquireSqliteWriterLock(definition.name, config.database.filename)
      : undefined;
  await createDatabaseIfMissing(config.database);
  const database = openDatabase<Schema>(config.database);
  const applied = await runMigrations(database.db, definition.migrations);
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
  await definition.prepare?.({ config, logger, database });
  const traffic: ClientTraffic = {
    trustedProxies: config.trustedProxies,
    writesPerMinute: config.writesPerMinute,
    limits: connectRequestLimits(config.service, config.redisUrl, logger),
  };
  const app = definition.buildApp({ config, logger, database, traffic });
  const metrics = await startMetricsServer(config.metrics, logger);
  const server = await startService({
    app,
    port: config.port,
    host: config.host,
    logger,
    onClose: async () => {
      await traffic.limits.close();
      await database.close();
      releaseLock?.();
      await metrics?.close();
      await stopTracing();
    },
  });
  logger.info(
    `${definition.name} service listening on ${server.url} (${describeDatabase(config)}; rate limits in ${traffic.limits.store}${metrics ? `; metrics at ${metrics.url}` : ''})`,
  );
}

/** Runs a main function; a failure is printed (a bad environment as its list of variables) and exits with 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof MigrationError ? error.message : error);
    process.exit(1);
  });
}
