import path from 'node:path';
import { z } from 'zod';
import type { ServiceName } from '@steady/contracts';
import type { DatabaseLocation } from './database/types';
import type { MetricsEndpoint } from './metrics/metrics-server';
import { generateInternalToken } from './internal-credential';
import {
  ConfigError,
  defaultServicePorts,
  httpUrlListSchema,
  httpUrlSchema,
  logLevelSchema,
  parseEnvironment,
  portSchema,
  repositoryRoot,
  trustedProxiesSchema,
  wholeSecondsSchema,
  type LogLevel,
} from './environment';
import { defaultWritesPerMinute } from './rate-limits/request-limits';

export interface ServiceConfig {
  service: ServiceName;
  port: number;
  host: string;
  database: DatabaseLocation;
  /** DATA_DIR: SQLite files and what a service keeps beside them (./data by default). */
  dataDirectory: string;
  logLevel: LogLevel;
  /**
   * Where auth publishes the public keys tokens are verified with: AUTH_JWKS_URL, else every instance in
   * AUTH_INTERNAL_URLS, so keys can be fetched while one instance is down.
   */
  authJwksUrls: readonly string[];
  /** Base URLs of auth's instances for its internal API (session status), reachable only inside the deployment. */
  authInternalUrls: readonly string[];
  /** Base URLs of billing's instances for its internal API (entitlements), reachable only inside the deployment. */
  billingInternalUrls: readonly string[];
  /** The shared secret every `/internal` call carries (INTERNAL_TOKEN). */
  internalToken: string;
  /**
   * How long auth's access tokens live (AUTH_TOKEN_LIFETIME_SECONDS): auth signs them for this long, and
   * every service refuses a token meant to live longer, however well signed.
   */
  tokenLifetimeSeconds: number;
  /** Where rate limits are counted for every instance (REDIS_URL); in this process when absent. */
  redisUrl?: string;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY; default loopback). */
  trustedProxies: readonly string[];
  /** Changes one client address may make per minute (WRITES_PER_MINUTE). */
  writesPerMinute: number;
  /** Where Prometheus reads this service's metrics (<SERVICE>_METRICS_PORT, METRICS_HOST); unset: nowhere. */
  metrics: MetricsEndpoint;
}

/** Short, since a stolen access token works until it runs out or its session is revoked. */
export const defaultTokenLifetimeSeconds = 15 * 60;

/** Where auth publishes its public keys, on each instance. */
const jwksPath = '/api/auth/jwks.json';

const databaseUrlSchema = z
  .string()
  .refine(
    (url) => url.startsWith('mysql://') || url.startsWith('sqlite:'),
    'must be a mysql://user:password@host:port/database URL, sqlite:<file path> or sqlite::memory:',
  );

const serviceEnvironmentSchema = z.object({
  port: portSchema.optional(),
  host: z.string().default('127.0.0.1'),
  databaseUrl: databaseUrlSchema.optional(),
  dataDirectory: z.string().default(path.join(repositoryRoot, 'data')),
  logLevel: logLevelSchema.default('info'),
  authPort: portSchema.default(defaultServicePorts.auth),
  billingPort: portSchema.default(defaultServicePorts.billing),
  authJwksUrl: httpUrlSchema.optional(),
  authInternalUrl: httpUrlSchema.optional(),
  billingInternalUrl: httpUrlSchema.optional(),
  authInternalUrls: httpUrlListSchema.optional(),
  billingInternalUrls: httpUrlListSchema.optional(),
  internalToken: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  tokenLifetimeSeconds: wholeSecondsSchema.default(defaultTokenLifetimeSeconds),
  nodeEnvironment: z.string().optional(),
  redisUrl: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis://[user:password@]host:port URL' })
    .optional(),
  trustedProxies: trustedProxiesSchema,
  writesPerMinute: z.coerce
    .number()
    .int()
    .positive('must be a positive whole number')
    .default(defaultWritesPerMinute),
  metricsPort: portSchema.optional(),
  metricsHost: z.string().default('127.0.0.1'),
});

function toDatabaseLocation(service: ServiceName, databaseUrl: string | undefined, dataDirectory: string) {
  if (databaseUrl === undefined) {
    return { dialect: 'sqlite', filename: path.resolve(dataDirectory, `${service}.sqlite`) } as const;
  }
  if (databaseUrl.startsWith('mysql://')) return { dialect: 'mysql', url: databaseUrl } as const;
  const file = databaseUrl.slice('sqlite:'.length);
  return { dialect: 'sqlite', filename: file === ':memory:' ? file : path.resolve(file) } as const;
}

/** Reads a service's configuration from the environment; throws a ConfigError naming every bad variable. */
export function loadServiceConfig(service: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const prefix = service.toUpperCase();
  const variableNames = {
    port: `${prefix}_PORT`,
    // Each service its own: the gateway's HOST must not expose the services too.
    host: `${prefix}_HOST`,
    databaseUrl: `${prefix}_DATABASE_URL`,
    dataDirectory: 'DATA_DIR',
    logLevel: 'LOG_LEVEL',
    authPort: 'AUTH_PORT',
    billingPort: 'BILLING_PORT',
    authJwksUrl: 'AUTH_JWKS_URL',
    authInternalUrl: 'AUTH_INTERNAL_URL',
    billingInternalUrl: 'BILLING_INTERNAL_URL',
    authInternalUrls: 'AUTH_INTERNAL_URLS',
    billingInternalUrls: 'BILLING_INTERNAL_URLS',
    internalToken: 'INTERNAL_TOKEN',
    tokenLifetimeSeconds: 'AUTH_TOKEN_LIFETIME_SECONDS',
    nodeEnvironment: 'NODE_ENV',
    redisUrl: 'REDIS_URL',
    trustedProxies: 'TRUST_PROXY',
    writesPerMinute: 'WRITES_PER_MINUTE',
    metricsPort: `${prefix}_METRICS_PORT`,
    metricsHost: 'METRICS_HOST',
  };
  const values = Object.fromEntries(
    Object.entries(variableNames).map(([key, variable]) => [key, env[variable]]),
  );
  const parsed = parseEnvironment(serviceEnvironmentSchema, values, variableNames);
  if (parsed.internalToken === undefined && parsed.nodeEnvironment === 'production') {
    throw new ConfigError([
      'INTERNAL_TOKEN: is required with NODE_ENV=production (the same secret for every service; e.g. openssl rand -hex 32)',
    ]);
  }
  return {
    service,
    port: parsed.port ?? defaultServicePorts[service],
    host: parsed.host,
    database: toDatabaseLocation(service, parsed.databaseUrl, parsed.dataDirectory),
    dataDirectory: path.resolve(parsed.dataDirectory),
    logLevel: parsed.logLevel,
    authJwksUrls: parsed.authJwksUrl
      ? [parsed.authJwksUrl]
      : (parsed.authInternalUrls?.map((url) => `${url.replace(/\/+$/, '')}${jwksPath}`) ?? [
          `http://127.0.0.1:${parsed.authPort}${jwksPath}`,
        ]),
    // The list (…_INTERNAL_URLS) names every instance, as the gateway's AUTH_URLS does; the single URL one.
    authInternalUrls: parsed.authInternalUrls ?? [
      parsed.authInternalUrl ?? `http://127.0.0.1:${parsed.authPort}`,
    ],
    billingInternalUrls: parsed.billingInternalUrls ?? [
      parsed.billingInternalUrl ?? `http://127.0.0.1:${parsed.billingPort}`,
    ],
    // Outside production a service started on its own gets a secret of its own: its /internal API then
    // answers nobody else, which is safe; `npm start` passes one secret to every process.
    internalToken: parsed.internalToken ?? generateInternalToken(),
    tokenLifetimeSeconds: parsed.tokenLifetimeSeconds,
    redisUrl: parsed.redisUrl,
    trustedProxies: parsed.trustedProxies,
    writesPerMinute: parsed.writesPerMinute,
    metrics: { port: parsed.metricsPort, host: parsed.metricsHost },
  };
}
