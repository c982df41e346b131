import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Logger as StoreLogger } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createHash } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { HttpError } from '../errors';
import type { Logger } from '../logger';
import { countRateLimitRejection } from '../metrics/traffic-metrics';
import { traced } from '../tracing/traced';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

interface LimitOptions extends RateLimit {
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

function requestLimits(
  store: RequestLimits['store'],
  storeFor: StoreFactory,
  close: () => Promise<void>,
  storeLogger?: StoreLogger,
) {
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
        ...(storeLogger && { logger: storeLogger }),
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

/** How long a limit check waits for Redis before letting the request through uncounted. */
const redisCommandTimeoutMs = 100;

/** Between reconnection attempts while Redis is away: at most 2 s. */
const reconnectDelay = (retries: number) => Math.min(retries * 200, 2000);

interface OutageLog {
  failed(error: unknown): void;
  recovered(): void;
}

/** One warning per outage however many requests it touches, and one line when Redis answers again. */
function outageLog(logger: Logger): OutageLog {
  let reported = false;
  return {
    failed: (error) => {
      if (!reported)
        logger.warn({ err: error }, 'Redis is unreachable; rate limits let requests through meanwhile');
      reported = true;
    },
    recovered: () => {
      if (reported) logger.info('Redis answers again; rate limits count again');
      reported = false;
    },
  };
}

/** What Redis answers to `SCRIPT LOAD`: the script's SHA-1. */
const scriptSha = (script: string) => createHash('sha1').update(script).digest('hex');

/**
 * Sends a command, or fails within `redisCommandTimeoutMs` (offline commands fail at once, not queued).
 * A `SCRIPT LOAD` that fails answers the script's SHA-1 anyway: the store keeps that answer for good, and a
 * later EVALSHA then gets NOSCRIPT and loads the script again, so counting resumes when Redis is back.
 */
async function sendLimitCommand(
  client: RedisClientType,
  command: string[],
  outage: OutageLog,
): Promise<RedisReply> {
  try {
    const reply = await client.sendCommand<RedisReply>(command, { timeout: redisCommandTimeoutMs });
    outage.recovered();
    return reply;
  } catch (error) {
    const [name, subcommand, script] = command;
    if (name === 'SCRIPT' && subcommand === 'LOAD' && script !== undefined) return scriptSha(script);
    throw error;
  }
}

/**
 * In Redis when `redisUrl` is given, else in memory. The service starts whether or not Redis answers and
 * connects when it does; meanwhile (and during any later outage) requests go through uncounted, logged once
 * per outage. `service` keeps each service's counters apart in a shared Redis.
 */
export function connectRequestLimits(
  service: string,
  redisUrl: string | undefined,
  logger: Logger,
): RequestLimits {
  if (redisUrl === undefined) return inMemoryRequestLimits();
  const client: RedisClientType = createClient({
    url: redisUrl,
    // Queued while disconnected, a command would hold its request until Redis returns.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: reconnectDelay },
  });
  const outage = outageLog(logger);
  client.on('error', outage.failed);
  client.on('ready', outage.recovered);
  // Resolves once connected; the client keeps retrying until then, and close() ends the attempts.
  client.connect().catch(() => undefined);
  const storeFor: StoreFactory = (name) =>
    new RedisStore({
      prefix: `steady:rate-limit:${service}:${name}:`,
      sendCommand: (...command: string[]) =>
        traced(`redis ${command[0] ?? ''}`, { 'db.system.name': 'redis' }, () =>
          sendLimitCommand(client, command, outage),
        ),
    });
  const storeLogger: StoreLogger = {
    warn: (error, message) => logger.warn({ err: error }, message),
    error: outage.failed,
  };
  return requestLimits(
    'redis',
    storeFor,
    async () => {
      if (client.isReady) await client.close();
      else client.destroy();
    },
    storeLogger,
  );
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
