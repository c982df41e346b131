import { createIdempotencyKeysTable, dropIdempotencyKeysTable } from '@steady/service-common';

/** Answers of writes sent with an Idempotency-Key, so a retried write applies once. */
export const up = createIdempotencyKeysTable;
export const down = dropIdempotencyKeysTable;
