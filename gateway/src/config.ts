import { z } from 'zod';
import { remotes as registeredRemotes } from '@steady/app-registry';
import type { RemoteName, RemotesManifest, ServiceName } from '@steady/contracts';
import {
  defaultServicePorts,
  httpUrlListSchema,
  httpUrlSchema,
  logLevelSchema,
  parseEnvironment,
  type MetricsEndpoint,
  portSchema,
  repositoryRoot,
  trustedProxiesSchema,
  type LogLevel,
} from '@steady/service-common';

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Base URLs of each service's instances, e.g. [http://10.0.0.5:4001, http://10.0.0.6:4001]. */
  services: Record<ServiceName, readonly string[]>;
  /** Who may tell the gateway a client's address (X-Forwarded-For): Express `trust proxy` values. */
  trustedProxies: readonly string[];
  /** Folder holding shell/dist and each remote's <folder>/dist. */
  staticRoot: string;
  /** Where the shell loads each remote's mf-manifest.json from (served as /remotes.json). */
  remotes: RemotesManifest;
  /** How long a service may stay silent on a proxied request before the gateway answers 504. */
  proxyTimeoutMs: number;
  /** How often the gateway checks each service's /healthz to stop sending requests to one that fails it. */
  healthCheckIntervalMs: number;
  /** Where Prometheus reads the gateway's metrics (METRICS_PORT, METRICS_HOST): never the public port. */
  metrics: MetricsEndpoint;
}

const remoteManifestUrlSchema = z
  .string()
  .refine(
    (url) =>
      (url.startsWith('/') && !url.startsWith('//')) || (/^https?:\/\//.test(url) && URL.canParse(url)),
    'must be the full URL of the remote’s mf-manifest.json (http(s)://… or a path starting with /)',
  )
  .optional();

/**
 * Each remote's `manifestUrlVariable` in the app registry (`REMOTE_MF_TESTS_URL`, …) is the full URL of
 * its mf-manifest.json as the browser should fetch it: absolute
 * (https://cdn.example.com/mf-tests/mf-manifest.json) or a path on this gateway.
 */
const remoteManifestUrlVariables = Object.fromEntries(
  registeredRemotes.map((remote) => [remote.manifestUrlVariable, remoteManifestUrlSchema]),
) as Record<(typeof registeredRemotes)[number]['manifestUrlVariable'], typeof remoteManifestUrlSchema>;

const upstreamListSchema = httpUrlListSchema.optional();

const gatewayEnvironmentSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: logLevelSchema.default('info'),
  AUTH_PORT: portSchema.default(defaultServicePorts.auth),
  CONTENT_PORT: portSchema.default(defaultServicePorts.content),
  BILLING_PORT: portSchema.default(defaultServicePorts.billing),
  AUTH_URL: httpUrlSchema.optional(),
  CONTENT_URL: httpUrlSchema.optional(),
  BILLING_URL: httpUrlSchema.optional(),
  AUTH_URLS: upstreamListSchema,
  CONTENT_URLS: upstreamListSchema,
  BILLING_URLS: upstreamListSchema,
  TRUST_PROXY: trustedProxiesSchema,
  STATIC_ROOT: z.string().default(repositoryRoot),
  PROXY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive('must be a positive number of milliseconds')
    // A caller hears within 5 s that a hung service will not answer.
    .default(4500),
  HEALTH_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive('must be a positive number of milliseconds')
    .default(2000),
  METRICS_PORT: portSchema.optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  ...remoteManifestUrlVariables,
});

/** The gateway's own copy of each remote's build is served here. */
export const servedRemotePath = (name: RemoteName) => `/remotes/${name}/`;

/** Each remote's workspace folder; its builds land in `<folder>/dist` and `<folder>/dist-standalone`. */
export const remoteFolders = Object.fromEntries(
  registeredRemotes.map((remote) => [remote.name, remote.folder]),
) as Record<RemoteName, string>;

/** Reads the gateway's configuration; throws a ConfigError naming every bad variable. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const variables = Object.keys(gatewayEnvironmentSchema.shape);
  const parsed = parseEnvironment(
    gatewayEnvironmentSchema,
    Object.fromEntries(variables.map((variable) => [variable, env[variable]])),
  );
  const remotes = Object.fromEntries(
    registeredRemotes.map(({ name, manifestUrlVariable }) => [
      name,
      parsed[manifestUrlVariable] ?? `${servedRemotePath(name)}mf-manifest.json`,
    ]),
  ) as RemotesManifest;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    services: {
      auth: parsed.AUTH_URLS ?? [parsed.AUTH_URL ?? `http://127.0.0.1:${parsed.AUTH_PORT}`],
      content: parsed.CONTENT_URLS ?? [parsed.CONTENT_URL ?? `http://127.0.0.1:${parsed.CONTENT_PORT}`],
      billing: parsed.BILLING_URLS ?? [parsed.BILLING_URL ?? `http://127.0.0.1:${parsed.BILLING_PORT}`],
    },
    trustedProxies: parsed.TRUST_PROXY,
    staticRoot: parsed.STATIC_ROOT,
    remotes,
    proxyTimeoutMs: parsed.PROXY_TIMEOUT_MS,
    healthCheckIntervalMs: parsed.HEALTH_CHECK_INTERVAL_MS,
    metrics: { port: parsed.METRICS_PORT, host: parsed.METRICS_HOST },
  };
}
