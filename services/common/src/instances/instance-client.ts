import { propagatedHeaders } from '../request-context';
import { createInstanceBalancer } from './instance-balancer';
import { dnsDiscoveryEnabled, sharedDiscovery } from './dns-discovery';

/** One instance's base URL, or every instance's (`BILLING_INTERNAL_URLS=http://a:4003,http://b:4003`). */
export type InstanceUrls = string | readonly string[];

interface InstanceRequest extends Omit<RequestInit, 'signal'> {
  /** How long one instance may take to answer before the call fails (never sent on to another). */
  timeoutMs: number;
}

interface InstanceClient {
  /**
   * Sends `path` to one instance in turn. An idempotent request (GET, HEAD, OPTIONS, PUT, DELETE) the
   * instance could not take (refused or cut connection, or 502/503/504) goes on to the next instance;
   * the last instance's answer or failure is the call's.
   */
  fetch(path: string, request: InstanceRequest): Promise<Response>;
}

/** An instance whose connection failed is passed over for this long, unless every instance has failed. */
export const failedInstancePauseMs = 5000;

const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const unavailableStatuses = new Set([502, 503, 504]);

/**
 * fetch rejects with a TypeError when no answer came (refused, reset) and a TimeoutError on timeout; the
 * name is compared because undici's errors may come from another realm (as under jest), where
 * instanceof fails.
 */
const isConnectionFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TypeError';

/**
 * Calls another service the way the gateway proxies to it: round robin over its instances (the gateway's
 * balancer), passing over one that just refused a connection, and trying the next one when repeating the
 * request is safe. A timeout is not repeated: the caller's time is spent.
 */
export function createInstanceClient(urls: InstanceUrls, now: () => number = Date.now): InstanceClient {
  const configured = (typeof urls === 'string' ? [urls] : urls).map((url) => url.replace(/\/+$/, ''));
  if (configured.length === 0) throw new Error('An instance client needs at least one base URL');
  // With DNS discovery the list is every address behind the names, kept current in place.
  const instances = dnsDiscoveryEnabled() ? sharedDiscovery(configured).urls : configured;
  const failedAt = new Map<string, number>();
  const recentlyFailed = (instance: string) =>
    now() - (failedAt.get(instance) ?? -Infinity) < failedInstancePauseMs;
  const balancer = createInstanceBalancer(instances, (instance) => !recentlyFailed(instance));

  /** The instances of one call in the order they are tried: the balancer's turn first, failed ones last. */
  const attemptOrder = (): string[] => {
    const first = balancer.next() ?? instances[0]!;
    const start = instances.indexOf(first);
    const rotated = instances.map((_, step) => instances[(start + step) % instances.length]!);
    return [...rotated.filter((instance) => !recentlyFailed(instance)), ...rotated.filter(recentlyFailed)];
  };

  return {
    async fetch(path, { timeoutMs, ...init }) {
      // The request id (and the trace context) of the request this call is part of, so the callee's log
      // lines and spans join the caller's.
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(propagatedHeaders())) {
        if (typeof value === 'string' && !headers.has(name)) headers.set(name, value);
      }
      const attempt = async (instance: string) => {
        try {
          return await fetch(`${instance}${path}`, {
            ...init,
            headers,
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          if (isConnectionFailure(error)) failedAt.set(instance, now());
          throw error;
        }
      };
      const repeatable = idempotentMethods.has((init.method ?? 'GET').toUpperCase());
      const order = repeatable ? attemptOrder() : attemptOrder().slice(0, 1);
      for (const instance of order.slice(0, -1)) {
        try {
          const response = await attempt(instance);
          if (!unavailableStatuses.has(response.status)) return response;
          await response.body?.cancel();
        } catch (error) {
          if (!isConnectionFailure(error)) throw error;
        }
      }
      return attempt(order.at(-1)!);
    },
  };
}
