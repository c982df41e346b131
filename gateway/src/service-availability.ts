import { serviceNames, type ServiceName } from '@steady/contracts';
import type { Logger } from '@steady/service-common';
import { checkService } from './health';

/** A service is counted down after this many failed health checks in a row: one slow answer is not a fault. */
export const failedChecksBeforeDown = 2;

/** While a service is down it is checked this often, so a restarted one is back in use at once. */
export const downCheckIntervalMs = 500;

export interface ServiceAvailability {
  /** False while the service fails its health checks: the gateway then answers 503 without waiting on it. */
  isAvailable(service: ServiceName): boolean;
  /** The service refused a connection: it is down now, not after the next checks. */
  markDown(service: ServiceName): void;
  stop(): void;
}

/**
 * Checks each service's /healthz every `intervalMs` (every 0.5 s while it is down) and keeps which ones
 * answer, so a request for a hung or stopped service is answered 503 at once instead of waiting for it.
 */
export function watchServiceAvailability(
  services: Record<ServiceName, string>,
  intervalMs: number,
  logger: Logger,
): ServiceAvailability {
  const failures = Object.fromEntries(serviceNames.map((name) => [name, 0])) as Record<ServiceName, number>;
  const timers = new Map<ServiceName, NodeJS.Timeout>();
  let stopped = false;
  const isAvailable = (service: ServiceName) => failures[service] < failedChecksBeforeDown;

  const record = (service: ServiceName, healthy: boolean) => {
    const wasAvailable = isAvailable(service);
    failures[service] = healthy ? 0 : failures[service] + 1;
    if (wasAvailable && !isAvailable(service))
      logger.warn({ service }, `The ${service} service fails its health checks; answering 503 for it`);
    if (!wasAvailable && isAvailable(service)) logger.warn({ service }, `The ${service} service is back`);
  };

  const schedule = (service: ServiceName) => {
    if (stopped) return;
    const delay = isAvailable(service) ? intervalMs : downCheckIntervalMs;
    const timer = setTimeout(async () => {
      const health = await checkService(service, services[service]);
      record(service, health.status === 'ok');
      schedule(service);
    }, delay);
    timer.unref();
    timers.set(service, timer);
  };
  serviceNames.forEach(schedule);

  return {
    isAvailable,
    markDown: (service) => {
      if (!isAvailable(service)) return;
      failures[service] = failedChecksBeforeDown - 1;
      record(service, false);
      clearTimeout(timers.get(service));
      schedule(service);
    },
    stop: () => {
      stopped = true;
      timers.forEach((timer) => clearTimeout(timer));
    },
  };
}
