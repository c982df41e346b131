import type { LogEvent } from 'kysely';
import type { Pool } from 'mysql2';
import { Gauge, Histogram } from 'prom-client';
import { recordFinishedSpan } from '../tracing/finished-span';
import { metricsRegistry } from './metrics-registry';
import type { DatabaseDialect } from '../database/types';

const queryDuration = new Histogram({
  name: 'steady_db_query_duration_seconds',
  help: 'Time each database statement took, by dialect, kind of statement and outcome.',
  labelNames: ['dialect', 'operation', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

const operations = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'replace',
  'begin',
  'commit',
  'rollback',
]);

/** The statement's first word when it is one of the usual ones; `other` keeps the series few. */
function operationOf(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  return operations.has(word) ? word : 'other';
}

/**
 * Kysely's `log` hook: every statement's time into the histogram, and a span for it in the request's trace
 * (its SQL has placeholders, never the values). Kysely calls it in the caller's asynchronous context, so the
 * span lands under the request that ran the query.
 */
export function observeQueries(dialect: DatabaseDialect): (event: LogEvent) => void {
  return (event) => {
    const operation = operationOf(event.query.sql);
    const seconds = event.queryDurationMillis / 1000;
    const outcome = event.level === 'error' ? 'error' : 'ok';
    queryDuration.observe({ dialect, operation, outcome }, seconds);
    recordFinishedSpan(`${dialect} ${operation}`, event.queryDurationMillis, {
      attributes: {
        'db.system.name': dialect === 'mysql' ? 'mysql' : 'sqlite',
        'db.query.text': event.query.sql,
      },
      error: event.level === 'error' ? event.error : undefined,
    });
  };
}

/** mysql2 keeps its connections in these fields; it has no public way to count them. */
interface PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

const openPools = new Set<PoolInternals>();

const poolConnections = new Gauge({
  name: 'steady_db_pool_connections',
  help: 'MySQL pool connections by state: in use, idle, and requests waiting for one; the limit beside them.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const sum = (read: (pool: PoolInternals) => number | undefined) =>
      [...openPools].reduce((total, pool) => total + (read(pool) ?? 0), 0);
    const all = sum((pool) => pool._allConnections?.length);
    const idle = sum((pool) => pool._freeConnections?.length);
    this.set({ state: 'in_use' }, all - idle);
    this.set({ state: 'idle' }, idle);
    this.set(
      { state: 'waiting' },
      sum((pool) => pool._connectionQueue?.length),
    );
    this.set(
      { state: 'limit' },
      sum((pool) => pool.config?.connectionLimit),
    );
  },
});

/** Counts a MySQL pool's connections while it is open; answers the function that stops counting it. */
export function watchPool(pool: Pool): () => void {
  const internals = pool as unknown as PoolInternals;
  openPools.add(internals);
  return () => {
    openPools.delete(internals);
    if (openPools.size === 0) poolConnections.reset();
  };
}
