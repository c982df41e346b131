import { Counter, Gauge } from 'prom-client';
import { serviceNames, type ServiceName } from '@steady/contracts';
import { metricsRegistry } from '@steady/service-common';
import type { ServiceAvailability } from './service-availability';

const upstreamRequests = new Counter({
  name: 'steady_gateway_upstream_requests_total',
  help: 'Proxied requests sent to each service instance (a retry counts again, on the instance it went to).',
  labelNames: ['service', 'instance'] as const,
  registers: [metricsRegistry],
});

const upstreamRetries = new Counter({
  name: 'steady_gateway_upstream_retries_total',
  help: 'Proxied requests sent once more after their connection failed, by the instance they went to.',
  labelNames: ['service', 'instance'] as const,
  registers: [metricsRegistry],
});

const upstreamFailures = new Counter({
  name: 'steady_gateway_upstream_failures_total',
  help: 'Proxied requests whose instance did not answer, by error (ECONNREFUSED, ECONNTIMEOUT, ERESPONSETIMEOUT, …).',
  labelNames: ['service', 'instance', 'code'] as const,
  registers: [metricsRegistry],
});

const serviceDownAnswers = new Counter({
  name: 'steady_gateway_service_down_answers_total',
  help: 'Requests answered 503 at once because no instance of their service passed its health checks.',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

/** One proxy's counters, the label lookups done once per instance instead of once per request. */
interface UpstreamCounters {
  sent(instance: string): void;
  retried(instance: string): void;
  failed(instance: string | undefined, code: string): void;
  serviceDown(): void;
}

export function upstreamCounters(service: ServiceName, instances: readonly string[]): UpstreamCounters {
  const sentTo = new Map(instances.map((instance) => [instance, upstreamRequests.labels(service, instance)]));
  const counterOf = (instance: string) => {
    // An instance discovered later gets its counter on its first request.
    let counter = sentTo.get(instance);
    if (!counter) sentTo.set(instance, (counter = upstreamRequests.labels(service, instance)));
    return counter;
  };
  return {
    sent: (instance) => counterOf(instance).inc(),
    retried: (instance) => upstreamRetries.inc({ service, instance }),
    failed: (instance, code) => upstreamFailures.inc({ service, instance: instance ?? 'none', code }),
    serviceDown: () => serviceDownAnswers.inc({ service }),
  };
}

let watchedInstances:
  { services: Record<ServiceName, readonly string[]>; availability: ServiceAvailability } | undefined;

new Gauge({
  name: 'steady_gateway_upstream_up',
  help: 'Whether the gateway sends requests to a service instance (1: it passes its health checks, 0: not).',
  labelNames: ['service', 'instance'] as const,
  registers: [metricsRegistry],
  collect() {
    if (!watchedInstances) return;
    const { services, availability } = watchedInstances;
    for (const service of serviceNames) {
      for (const instance of services[service]) {
        this.set({ service, instance }, availability.isAvailable(instance) ? 1 : 0);
      }
    }
  },
});

/** The instances whose health the metrics report (read when Prometheus asks). */
export function exportInstanceHealth(
  services: Record<ServiceName, readonly string[]>,
  availability: ServiceAvailability,
): void {
  watchedInstances = { services, availability };
}
