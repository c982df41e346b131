import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  path: string;
  requests: number;
  javascriptFiles: number;
  javascriptGzipBytes: number;
  reactDomCopies: number;
}

/** Loads a path in a fresh browser context and weighs what it downloaded. */
export async function measurePageWeight(
  browser: Browser,
  baseUrl: string,
  path: string,
  readySelector: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const javascriptBodies: Promise<Buffer>[] = [];
  const javascriptUrls: string[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) {
      javascriptUrls.push(response.url());
      javascriptBodies.push(response.body());
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.locator(readySelector).first().waitFor();
  const bodies = await Promise.all(javascriptBodies);
  await context.close();
  if (process.env.BENCH_VERBOSE) {
    javascriptUrls.forEach((url, index) => console.log(`  ${gzipSync(bodies[index]!).length}\t${url}`));
  }
  return {
    path,
    requests,
    javascriptFiles: bodies.length,
    javascriptGzipBytes: bodies.reduce((total, body) => total + gzipSync(body).length, 0),
    reactDomCopies: javascriptUrls.filter((url) => url.includes('react-dom_client')).length,
  } satisfies PageWeight;
}

/**
 * Milliseconds from a client-side navigation into a remote that has not been loaded yet until its
 * page is on screen (manifest, entry and chunks fetched on demand), timed inside the page.
 */
export async function measureRemoteRouteTime(
  browser: Browser,
  baseUrl: string,
  path: string,
  readySelector: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  // A string, not a function: tsx's helpers (e.g. __name) do not exist inside the page.
  const milliseconds = await page.evaluate<number>(`new Promise((resolve) => {
    const started = performance.now();
    window.history.pushState({}, '', ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent('popstate'));
    const check = () => document.querySelector(${JSON.stringify(readySelector)})
      ? resolve(performance.now() - started)
      : requestAnimationFrame(check);
    check();
  })`);
  await context.close();
  return milliseconds;
}
