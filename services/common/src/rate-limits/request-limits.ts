import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { ConfigError } from '../environment';
import { HttpError } from '../errors';
import type { Logger } from '../logger';
import { countRateLimitRejection } from '../metrics/traffic-metrics';
import { traced } from '../tracing/traced';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface LimitOptions extends RateLimit {
  /** Names the counters (unique per limit): `login-address`, `register`, … */
  name: string;
  /** The English message of the 429 (the browser shows its own text for `rate_limited`). */
  message: string;
  reason?: HttpError['reason'];
  /** What is counted, e.g. an email; undefined lets the request through uncounted. Default: the client's address. */
  key?: (request: Request) => string | undefined;
  /** Count only the requests that fail (4xx/5xx): guesses, not the owner's successful sign-ins. */
  onlyFailures?: boolean;
  /** Requests this limit does not apply to. */
  skip?: (request: Request) => boolean;
}

/** The client's address as counted: IPv6 by /56, so one household cannot step through its whole range. */
export const clientAddressOf = (request: Request) => ipKeyGenerator(request.ip ?? '');

/**
 * Where rate limits are counted: in this process (one instance, `npm start`), or in Redis (REDIS_URL), where
 * every instance counts into the same buckets and a restart forgets nothing.
 */
export interface RequestLimits {
  store: 'memory' | 'redis';
  /** A middleware answering 429 `rate_limited` (through the error handler) past `limit` per `windowMs`. */
  limit(options: LimitOptions): RequestHandler;
  close(): Promise<void>;
}

type StoreFactory = (name: string) => RedisStore | undefined;

function requestLimits(store: RequestLimits['store'], storeFor: StoreFactory, close: () => Promise<void>) {
  return {
    store,
    close,
    limit: (options: LimitOptions): RequestHandler =>
      rateLimit({
        windowMs: options.windowMs,
        limit: options.limit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        store: storeFor(options.name),
        skipSuccessfulRequests: options.onlyFailures ?? false,
        skip: (request) =>
          options.skip?.(request) === true ||
          (options.key !== undefined && options.key(request) === undefined),
        keyGenerator: (request) => (options.key ? (options.key(request) ?? '') : clientAddressOf(request)),
        // Redis unreachable for a moment: let requests through rather than refuse everyone.
        passOnStoreError: true,
        // The 429 goes through the common error handler, so it has the same JSON shape as every other error.
        handler: (_request, _response, next) => {
          countRateLimitRejection(options.name);
          next(new HttpError(429, 'rate_limited', options.message, { reason: options.reason }));
        },
      }),
  } satisfies RequestLimits;
}

/** Counts kept in this process: right for one instance, and for tests. */
export function inMemoryRequestLimits(): RequestLimits {
  return requestLimits(
    'memory',
    () => undefined,
    async () => {},
  );
}

const redisConnectTimeoutMs = 5000;

/**
 * In Redis when `redisUrl` is given (the service does not start when it cannot reach it), else in memory.
 * `service` keeps each service's counters apart in a shared Redis.
 */
export async function connectRequestLimits(
  service: string,
  redisUrl: string | undefined,
  logger: Logger,
): Promise<RequestLimits> {
  if (redisUrl === undefined) return inMemoryRequestLimits();
  const client = createClient({
    url: redisUrl,
    socket: {
      connectTimeout: redisConnectTimeoutMs,
      reconnectStrategy: (retries) => Math.min(retries * 200, 2000),
    },
  });
  let reported = false;
  client.on('error', (error: unknown) => {
    // Once per outage: the client retries every 2 s on its own.
    if (!reported)
      logger.warn({ err: error }, 'Redis is unreachable; rate limits let requests through meanwhile');
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(
      () => reject(new ConfigError([`REDIS_URL: no answer from ${new URL(redisUrl).host} within 5 s`])),
      redisConnectTimeoutMs,
    ).unref(),
  );
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    throw error;
  }
  const storeFor: StoreFactory = (name) =>
    new RedisStore({
      prefix: `steady:rate-limit:${service}:${name}:`,
      sendCommand: (...command: string[]) =>
        traced(`redis ${command[0] ?? ''}`, { 'db.system.name': 'redis' }, () => client.sendCommand(command)),
    });
  return requestLimits('redis', storeFor, async () => {
    await client.close();
  });
}

/** How a service treats its clients: whom it believes about their address, and what it counts. */
export interface ClientTraffic {
  /** Express `trust proxy` (TRUST_PROXY): only these may say who the client is. */
  trustedProxies: readonly string[];
  /** Changes (POST, PUT, PATCH, DELETE under /api) one address may make per minute (WRITES_PER_MINUTE). */
  writesPerMinute: number;
  limits: RequestLimits;
}

/** Generous for a person (a tool run, a like, a journal entry are a few a minute), tight for a script. */
export const defaultWritesPerMinute = 300;

/** One instance on this machine: the gateway on loopback, counts in memory. */
export function localClientTraffic(): ClientTraffic {
  return {
    trustedProxies: ['loopback'],
    writesPerMinute: defaultWritesPerMinute,
    limits: inMemoryRequestLimits(),
  };
}
