import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

const rateLimitRejections = new Counter({
  name: 'steady_rate_limit_rejections_total',
  help: 'Requests refused with 429 rate_limited, by the limit that refused them.',
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
});

const idempotentReplays = new Counter({
  name: 'steady_idempotent_replays_total',
  help: 'Writes answered from their kept answer (a retry with the same Idempotency-Key), not run again.',
  registers: [metricsRegistry],
});

/** The rate limits' hook: one request refused by the limit named `limit` (`writes`, `register`, …). */
export const countRateLimitRejection = (limit: string) => rateLimitRejections.inc({ limit });

/** The idempotency middleware's hook: one retry answered with the first attempt's answer. */
export const countIdempotentReplay = () => idempotentReplays.inc();
