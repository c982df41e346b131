import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: services/common/src → ../../.. (the default home of `data/` and the builds). */
export const repositoryRoot = path.resolve(__dirname, '../../..');

export const defaultServicePorts = { auth: 4001, content: 4002, billing: 4003 } as const;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Thrown when the environment is invalid; its message lists every bad variable so one run shows them all. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
  .transform(Number)
  .refine((port) => port <= 65535, 'must be a port number from 0 to 65535');

/** A whole number of seconds, at least 1 (lifetimes: AUTH_TOKEN_LIFETIME_SECONDS, …). */
export const wholeSecondsSchema = z
  .string()
  .regex(/^\d{1,8}$/, 'must be a whole number of seconds')
  .transform(Number)
  .refine((seconds) => seconds >= 1, 'must be at least 1 second');

export const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** `AUTH_URLS=http://10.0.0.5:4001,http://10.0.0.6:4001`: every instance of a service, comma-separated. */
export const httpUrlListSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
  )
  .pipe(z.array(httpUrlSchema).min(1, 'must list at least one http:// or https:// URL'));

const proxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address = '', prefix] = entry.split('/');
  return (
    proxyRanges.has(entry) || (isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)))
  );
};

/**
 * `TRUST_PROXY=loopback,10.0.0.0/8`: the proxies (the gateway, a load balancer) whose X-Forwarded-For is
 * believed, as Express's `trust proxy` list. Anyone else's is ignored, so a client cannot pick the address
 * its rate limits are counted under. Default: the same machine only.
 */
export const trustedProxiesSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .refine(
            isProxyAddress,
            'each entry must be an IP address, a subnet (10.0.0.0/8), loopback, linklocal or uniquelocal',
          ),
      )
      .min(1),
  )
  .default(['loopback']);

export const logLevelSchema = z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` });

/**
 * Parses values read from the environment. Empty strings count as unset (a `FOO=` line in a shell or
 * .env file means "use the default"). `variableNames` maps a schema key to the variable it came from,
 * so messages name what the operator has to fix.
 */
export function parseEnvironment<Schema extends z.ZodObject>(
  schema: Schema,
  values: Record<string, string | undefined>,
  variableNames: Record<string, string> = {},
): z.output<Schema> {
  const present = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const variable = variableNames[key] ?? key;
    const received = values[key];
    return `${variable}: ${issue.message}${received === undefined ? '' : ` (got "${received}")`}`;
  });
  // Two keys may read the same variable (a service's own port is also "the billing port").
  throw new ConfigError([...new Set(problems)]);
}
