import * as z from 'zod/mini';

/**
 * A write sent with this header applies once however often it is retried: the server keeps its answer for
 * 24 hours and replays it (with `Idempotent-Replayed: true`) to a retry with the same key and body.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/** How long a key's answer is kept; a retry after that applies again. */
export const idempotencyKeyLifetimeHours = 24;

/** A UUID fits; anything else of 8–128 letters, digits, `-` and `_` does too. */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/));
