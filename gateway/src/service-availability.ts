import { serviceNames, type ServiceName } from '@steady/contracts';
import type { Logger } from '@steady/service-common';
import { checkService } from './health';

/** An instance is counted down after this many failed health checks in a row: one slow answer is not a fault. */
export const failedChecksBeforeDown = 2;

/** While an instance is down it is checked this often, so a restarted one is back in use at once. */
const downCheckIntervalMs = 500;

export interface ServiceAvailability {
  /** False while the instance at this URL fails its health checks: the gateway then sends it nothing. */
  isAvailable(upstream: string): boolean;
  /** The instance refused a connection: it is down now, not after the next checks. */
  markDown(upstream: string): void;
  /**
   * The lists changed (DNS discovery): instances no longer listed are forgotten; a new one gets nothing
   * until its first check, made at once, passes.
   */
  followLists(): void;
  stop(): void;
}

/**
 * Checks each instance's /healthz every `intervalMs` (every 0.5 s while it is down) and keeps which ones
 * answer, so requests go only to instances that work, and a service with none is answered 503 at once.
 */
export function watchServiceAvailability(
  services: Record<ServiceName, readonly string[]>,
  intervalMs: number,
  logger: Logger,
): ServiceAvailability {
  const tracked = new Map<string, ServiceName>();
  const failures = new Map<string, number>();
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const isAvailable = (url: string) => (failures.get(url) ?? 0) < failedChecksBeforeDown;

  const record = (service: ServiceName, url: string, healthy: boolean) => {
    const wasAvailable = isAvailable(url);
    failures.set(url, healthy ? 0 : (failures.get(url) ?? 0) + 1);
    if (wasAvailable && !isAvailable(url))
      logger.warn(
        { service, url },
        `The ${service} service at ${url} fails its health checks; sending it nothing`,
      );
    if (!wasAvailable && isAvailable(url))
      logger.warn({ service, url }, `The ${service} service at ${url} is back`);
  };

  const schedule = (
    service: ServiceName,
    url: string,
    delay = isAvailable(url) ? intervalMs : downCheckIntervalMs,
  ) => {
    if (stopped || !tracked.has(url)) return;
    const timer = setTimeout(async () => {
      const health = await checkService(service, url);
      if (!tracked.has(url)) return;
      record(service, url, health.status === 'ok');
      schedule(service, url);
    }, delay);
    timer.unref();
    timers.set(url, timer);
  };

  const follow = (initial: boolean) => {
    const listed = new Set<string>();
    for (const service of serviceNames) {
      for (const url of services[service]) {
        listed.add(url);
        if (tracked.has(url)) continue;
        tracked.set(url, service);
        failures.set(url, initial ? 0 : failedChecksBeforeDown);
        schedule(service, url, initial ? undefined : 0);
      }
    }
    for (const url of [...tracked.keys()].filter((url) => !listed.has(url))) {
      tracked.delete(url);
      failures.delete(url);
      clearTimeout(timers.get(url));
      timers.delete(url);
    }
  };
  follow(true);

  return {
    isAvailable,
    markDown: (url) => {
      const service = tracked.get(url);
      if (!service || !isAvailable(url)) return;
      failures.set(url, failedChecksBeforeDown - 1);
      record(service, url, false);
      clearTimeout(timers.get(url));
      schedule(service, url);
    },
    followLists: () => follow(false),
    stop: () => {
      stopped = true;
      timers.forEach((timer) => clearTimeout(timer));
    },
  };
}
