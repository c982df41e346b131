/**
 * Premium files come at signed addresses that play for 10 to 15 minutes. A page can run far longer (a
 * listening session, the mixer, affirmations one after another), so while it runs the catalogue is asked
 * again before its addresses expire and every file is fetched at the freshest address seen. Files are
 * decoded once and play from memory, so a renewal never touches what is playing.
 */

/** Renewed this long before the earliest address expires, leaving room for a failed attempt or two. */
export const renewAheadMs = 2 * 60 * 1000;
/** A renewal that failed is tried again after this long. */
export const renewRetryMs = 30 * 1000;

/** The file an address names, whatever its signature: the same name is the same recording. */
export const fileKeyOf = (url: string): string => url.split('?')[0] ?? url;

/** When a signed address stops playing (ms since the epoch); undefined for an unsigned one. */
function expiryOf(url: string): number | undefined {
  const expires = /[?&]expires=(\d+)/.exec(url)?.[1];
  return expires === undefined ? undefined : Number(expires) * 1000;
}

const freshest = new Map<string, string>();

function remember(urls: readonly string[]): void {
  for (const url of urls) {
    const expires = expiryOf(url);
    if (expires === undefined) continue;
    const known = freshest.get(fileKeyOf(url));
    if (known === undefined || (expiryOf(known) ?? 0) < expires) freshest.set(fileKeyOf(url), url);
  }
}

/** Where to fetch a file: the freshest signed address seen for it when that outlives the one given. */
export function freshestAddress(url: string): string {
  const given = expiryOf(url);
  if (given === undefined) return url;
  const known = freshest.get(fileKeyOf(url));
  return known !== undefined && (expiryOf(known) ?? 0) > given ? known : url;
}

/**
 * Remembers `urls` and, until the returned stop is called, asks `renew` for fresh ones `renewAheadMs`
 * before the earliest of them expires, again and again.
 */
export function keepAddressesFresh(
  urls: readonly string[],
  renew: (signal: AbortSignal) => Promise<readonly string[]>,
  now: () => number = Date.now,
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (current: readonly string[]) => {
    remember(current);
    const expiries = current.map(expiryOf).filter((expiry) => expiry !== undefined);
    if (expiries.length === 0 || controller.signal.aborted) return;
    const delay = Math.max(0, Math.min(...expiries) - renewAheadMs - now());
    timer = setTimeout(() => {
      renew(controller.signal).then(schedule, () => {
        if (!controller.signal.aborted) timer = setTimeout(() => schedule(current), renewRetryMs);
      });
    }, delay);
  };
  schedule(urls);
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
