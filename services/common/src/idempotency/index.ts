export * from './idempotency-table';
export * from './idempotency-store';
export * from './idempotency-middleware';
