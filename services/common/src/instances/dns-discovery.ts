import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** How often the names are looked up again: a task that starts or stops is seen within this. */
const discoveryIntervalMs = 2000;

export type AddressLookup = (hostname: string) => Promise<string[]>;

const lookupAll: AddressLookup = async (hostname) =>
  (await lookup(hostname, { all: true, family: 4 })).map(({ address }) => address);

/**
 * `SERVICE_DISCOVERY=dns`: each host name in an instance list (`AUTH_URLS=http://tasks.auth:4001`) stands
 * for every address it resolves to — Swarm's `tasks.<service>` or a `dnsrr` service, a Kubernetes headless
 * service — and is looked up again every few seconds. Unset: the URLs are the instances, as listed.
 */
export function dnsDiscoveryEnabled(environment: NodeJS.ProcessEnv = process.env): boolean {
  return environment.SERVICE_DISCOVERY === 'dns';
}

export interface DiscoveredInstances {
  /** One URL per address, changed in place as addresses come and go: whoever holds it sees every change. */
  readonly urls: string[];
  /** Settles after the first lookup of every name. */
  readonly ready: Promise<void>;
  /** Called with the new list after each change. */
  onChange(listener: (urls: readonly string[]) => void): void;
  stop(): void;
}

function withHost(url: string, address: string): string {
  const parsed = new URL(url);
  parsed.hostname = address;
  return parsed.href.replace(/\/+$/, '');
}

/**
 * Expands instance URLs by DNS, starting from the URLs as configured. A name that no longer exists keeps
 * its URL (its requests then fail as a down service's would); a lookup that fails otherwise keeps the
 * addresses last seen.
 */
export function discoverInstances(
  configured: readonly string[],
  { intervalMs = discoveryIntervalMs, lookupAddresses = lookupAll } = {},
): DiscoveredInstances {
  const urls = [...configured];
  const listeners: ((urls: readonly string[]) => void)[] = [];
  const lastSeen = new Map<string, string[]>();
  const expand = async (url: string): Promise<string[]> => {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0) return [url];
    try {
      const addresses = [...new Set(await lookupAddresses(host))].sort();
      const expanded = addresses.length > 0 ? addresses.map((address) => withHost(url, address)) : [url];
      lastSeen.set(url, expanded);
      return expanded;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOTFOUND') return [url];
      return lastSeen.get(url) ?? [url];
    }
  };
  const refresh = async () => {
    const next = [...new Set((await Promise.all(configured.map(expand))).flat())];
    if (next.length === urls.length && next.every((url, index) => url === urls[index])) return;
    urls.splice(0, urls.length, ...next);
    listeners.forEach((listener) => listener(urls));
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const scheduleNext = () => {
    if (stopped) return;
    timer = setTimeout(() => void refresh().finally(scheduleNext), intervalMs);
    timer.unref();
  };
  const ready = refresh().finally(scheduleNext);
  return {
    urls,
    ready,
    onChange: (listener) => listeners.push(listener),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

const shared = new Map<string, DiscoveredInstances>();

/** One discovery per list in a process, however many clients call the same service. */
export function sharedDiscovery(configured: readonly string[]): DiscoveredInstances {
  const key = configured.join(',');
  const existing = shared.get(key);
  if (existing) return existing;
  const discovered = discoverInstances(configured);
  shared.set(key, discovered);
  return discovered;
}
