import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one metrics registry: every metric of the gateway and the services registers here, and the
 * metrics server serves it. Counting costs a few additions per request; only serving it collects more.
 */
export const metricsRegistry = new Registry();

let collectingProcessMetrics = false;

/**
 * Adds the process's own series (memory, CPU, event-loop delay, garbage collection, handles): they sample
 * the process on a timer, so only a process whose metrics are served collects them.
 */
export function collectProcessMetrics(): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
