import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import {
  idempotencyKeyHeader,
  idempotencyKeyLifetimeHours,
  idempotencyKeySchema,
  idempotentReplayedHeader,
} from '@steady/contracts';
import { HttpError, badRequest, conflict, unauthorized } from '../errors';
import { countIdempotentReplay } from '../metrics/traffic-metrics';
import type { RequestTransaction } from '../database/types';
import type {
  IdempotencyRecord,
  IdempotencyRecordKey,
  IdempotencyStore,
  StoredAnswer,
} from './idempotency-store';

interface IdempotencyOptions {
  now?: () => Date;
  /** How long a retry waits for a first attempt still running before it is answered 409. */
  waitForFirstAttemptMs?: number;
  /** A first attempt reserved longer ago than this never finished (its process died): a retry runs again. */
  abandonedAfterMs?: number;
}

const hourMs = 60 * 60 * 1000;
const lifetimeMs = idempotencyKeyLifetimeHours * hourMs;
const pollEveryMs = 50;
const pruneEveryMs = 10 * 60 * 1000;
const storedPathLength = 300;

const fingerprintOf = (request: Request): string =>
  createHash('sha256')
    .update(`${request.method}\n${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

const reusedKey = () =>
  new HttpError(
    422,
    'bad_request',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    { reason: 'idempotency_key_reused' },
  );

const stillRunning = () =>
  conflict('A request with this Idempotency-Key is still being handled. Try again shortly.', {
    reason: 'idempotent_request_in_progress',
  });

const textOf = (chunk: unknown): string => {
  if (typeof chunk === 'string') return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk).toString('utf8');
  return '';
};

/** The write was not saved (its commit failed): the same request may be sent again with the same key. */
function answerUnsaved(response: Response, end: (body: string) => Response) {
  const body = JSON.stringify({
    error: { code: 'service_unavailable', message: 'Your change was not saved. Please try again.' },
  });
  response.status(503).set('Content-Type', 'application/json; charset=utf-8');
  response.set('Content-Length', String(Buffer.byteLength(body)));
  end(body);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user's record key from the request's `Idempotency-Key`, or undefined when the request has none. */
function recordKeyOf(request: Request, response: Response): IdempotencyRecordKey | undefined {
  const header = request.get(idempotencyKeyHeader);
  if (header === undefined) return undefined;
  const parsed = z.safeParse(idempotencyKeySchema, header);
  if (!parsed.success)
    throw badRequest('Idempotency-Key must be 8 to 128 letters, digits, "-" or "_".', {
      reason: 'idempotency_key_invalid',
    });
  const userId = response.locals.user?.id;
  if (userId === undefined) throw unauthorized();
  return { userId, key: parsed.data };
}

async function waitForAnswer(store: IdempotencyStore, recordKey: IdempotencyRecordKey, waitMs: number) {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    await sleep(pollEveryMs);
    const record = await store.find(recordKey);
    if (record?.answer !== undefined) return record.answer;
  }
  return undefined;
}

/**
 * The answer is kept in the write's own transaction, then committed, then sent. When the commit's
 * answer is lost (the connection dropped), the record tells whether it happened: if so the answer goes
 * out as if nothing had failed, else the key is freed and the client is told to try again.
 */
function keepAnswer(
  store: IdempotencyStore,
  { request, response }: { request: Request; response: Response },
  recordKey: IdempotencyRecordKey,
  transaction: RequestTransaction,
) {
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  response.end = ((...args: unknown[]) => {
    response.end = end as Response['end'];
    const status = response.statusCode;
    const kept =
      status >= 500
        ? transaction.rollback().then(() => store.releaseUnanswered(recordKey))
        : store
            .complete(recordKey, {
              status,
              contentType: response.get('Content-Type') ?? null,
              body: textOf(args[0]),
            })
            .then(() => transaction.commit());
    kept.then(
      () => end(...args),
      async (error: unknown) => {
        request.log.error({ err: error }, 'Could not keep the answer of an idempotent write');
        await transaction.rollback().catch(() => undefined);
        const record = await store.find(recordKey).catch(() => undefined);
        if (status >= 500 || record?.answer !== undefined) {
          end(...args);
          return;
        }
        await store.releaseUnanswered(recordKey).catch(() => undefined);
        answerUnsaved(response, end);
      },
    );
    return response;
  }) as Response['end'];
}

function replay(response: Response, answer: StoredAnswer) {
  countIdempotentReplay();
  response.status(answer.status).set(idempotentReplayedHeader, 'true');
  if (answer.contentType) response.set('Content-Type', answer.contentType);
  response.end(answer.body);
}

/**
 * Makes the writes it guards apply once per `Idempotency-Key` and user: the first request runs and its
 * answer is kept for 24 hours; a retry with the same key and body gets that answer again, marked
 * `Idempotent-Replayed: true`, without running the write. The write and its kept answer commit in one
 * transaction (MySQL), so an answer lost with its connection at commit never makes a retry write twice.
 * The same key with another body is a 422; a retry arriving while the first attempt still runs waits for
 * it, then gets a 409. A 5xx is not kept (and its writes are rolled back), so a retry runs again. Requests without the header run as before. Put it after the
 * route's sign-in guard: keys belong to the signed-in user.
 */
export function idempotentWrites(store: IdempotencyStore, options: IdempotencyOptions = {}): RequestHandler {
  const { now = () => new Date(), waitForFirstAttemptMs = 3000, abandonedAfterMs = 2 * 60 * 1000 } = options;
  let lastPruned = 0;

  const pruneNow = async () => {
    const at = now().getTime();
    if (at - lastPruned < pruneEveryMs) return;
    lastPruned = at;
    await store.deleteCreatedBefore(new Date(at - lifetimeMs).toISOString());
  };

  /** Whether a kept record no longer counts: past its lifetime, or a first attempt that never finished. */
  const isOutdated = (record: IdempotencyRecord) => {
    const age = now().getTime() - Date.parse(record.createdAt);
    return age >= lifetimeMs || (record.answer === undefined && age >= abandonedAfterMs);
  };

  return async (request, response, next) => {
    const recordKey = recordKeyOf(request, response);
    if (recordKey === undefined) {
      next();
      return;
    }
    const requestHash = fingerprintOf(request);
    await pruneNow();

    // Twice at most: an outdated record is cleared once, then the key is reserved or someone else holds it.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reserved = await store.reserve({
        ...recordKey,
        method: request.method,
        path: request.originalUrl.slice(0, storedPathLength),
        requestHash,
        createdAt: now().toISOString(),
      });
      if (reserved) {
        const transaction = store.beginTransaction();
        keepAnswer(store, { request, response }, recordKey, transaction);
        transaction.run(next);
        return;
      }
      const record = await store.find(recordKey);
      if (record !== undefined && isOutdated(record)) {
        await store.release(recordKey);
        continue;
      }
      if (record === undefined) continue;
      if (record.requestHash !== requestHash) throw reusedKey();
      const answer = record.answer ?? (await waitForAnswer(store, recordKey, waitForFirstAttemptMs));
      if (answer === undefined) throw stillRunning();
      replay(response, answer);
      return;
    }
    throw stillRunning();
  };
}
