import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { keepSession } from './bench-account';
import { isJavaScript, recordWireBytes } from './wire-bytes';

export interface PageWeight {
  path: string;
  /** Requests sent before the page's content was on screen. */
  requestsBeforeContent: number;
  requests: number;
  javascriptFiles: number;
  /** JavaScript bytes on the wire (headers and compressed bodies), as Chromium counted them. */
  javascriptWireBytes: number;
  /** Every byte on the wire for the first load. */
  totalWireBytes: number;
  /** The same JavaScript bodies compressed here (gzip -9, brotli 11), beside what was sent. */
  javascriptGzipBytes: number;
  javascriptBrotliBytes: number;
  preactCopies: number;
}

/**
 * How many Preact copies are in use: the distinct containers whose Preact Module Federation's share
 * scopes record as loaded (a string: tsx's helpers do not exist inside the page).
 */
const preactCopiesInPage = `(() => {
  const entries = Object.values(window.__FEDERATION__.__SHARE__).flatMap((scopes) =>
    Object.values((scopes.default || {})['preact'] || {}));
  return new Set(entries.filter((entry) => entry.loaded).map((entry) => entry.from)).size;
})()`;

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Loads a path in a fresh browser context (empty cache) and weighs what crossed the wire. With `token`, the
 * page opens signed in as that account (its session kept as the app keeps it) and no service worker runs,
 * as on a returning user's device whose cache was cleared.
 */
export async function measurePageWeight(
  browser: Browser,
  baseUrl: string,
  path: string,
  readySelector: string,
  token?: string,
): Promise<PageWeight> {
  const context = await browser.newContext(token ? { serviceWorkers: 'block' } : {});
  if (token) await keepSession(context, token);
  const page = await context.newPage();
  const wire = await recordWireBytes(page);
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) bodies.push(response.body());
  });
  await page.goto(`${baseUrl}${path}`);
  await page.locator(readySelector).first().waitFor();
  const requestsBeforeContent = wire.sentCount();
  await page.waitForLoadState('networkidle');
  const preactCopies = await page.evaluate<number>(preactCopiesInPage);
  const requests = wire.requests();
  const javascript = requests.filter(isJavaScript);
  const javascriptBodies = await Promise.all(bodies);
  await context.close();
  if (process.env.BENCH_VERBOSE) {
    requests.forEach((request) =>
      console.log(`  ${request.bytes}\t${request.sentAt}–${request.finishedAt} ms\t${request.url}`),
    );
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    path,
    requestsBeforeContent,
    requests: requests.length,
    javascriptFiles: javascript.length,
    javascriptWireBytes: sum(javascript.map((request) => request.bytes)),
    totalWireBytes: sum(requests.map((request) => request.bytes)),
    javascriptGzipBytes: sum(javascriptBodies.map(gzipSize)),
    javascriptBrotliBytes: sum(javascriptBodies.map(brotliSize)),
    preactCopies,
  };
}

/** How long an in-page timing waits for its page before it counts as missed (the bench never hangs). */
export const interactionTimeoutMs = 10_000;

/**
 * Milliseconds from a client-side navigation into a remote that has not been loaded yet until its
 * page is on screen (manifest, entry and chunks fetched on demand), timed inside the page; null when the
 * page did not show within `interactionTimeoutMs`.
 */
export async function measureRemoteRouteTime(
  browser: Browser,
  baseUrl: string,
  path: string,
  readySelector: string,
): Promise<number | null> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  // A string, not a function: tsx's helpers (e.g. __name) do not exist inside the page.
  const milliseconds = await page.evaluate<number | null>(`new Promise((resolve) => {
    const started = performance.now();
    window.history.pushState({}, '', ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent('popstate'));
    const check = () => {
      if (document.querySelector(${JSON.stringify(readySelector)})) resolve(performance.now() - started);
      else if (performance.now() - started > ${interactionTimeoutMs}) resolve(null);
      else requestAnimationFrame(check);
    };
    check();
  })`);
  await context.close();
  return milliseconds;
}
