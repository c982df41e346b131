import type { Browser, BrowserContext, Request } from 'playwright-core';

interface VisitWeight {
  /** Requests that reached the network: the page's own, and those its service worker sent on its behalf. */
  networkRequests: number;
  /** Their bytes on the wire (response headers and body as sent), as Chromium reported them. */
  networkBytes: number;
  /** The page's requests answered by the service worker. */
  answeredByServiceWorker: number;
  /** Requests answered by the HTTP cache without a revalidation. */
  answeredByHttpCache: number;
}

/**
 * Records a visit's requests (the page's and its worker's): one answered by the worker or by the HTTP cache
 * does not count as network; a revalidation answered 304 does.
 */
function recordVisit(context: BrowserContext) {
  const finished: Promise<{ source: 'network' | 'worker' | 'httpCache'; bytes: number }>[] = [];
  const onFinished = (request: Request) =>
    finished.push(
      (async () => {
        const answeredByWorker =
          request.serviceWorker() === null && ((await request.response())?.fromServiceWorker() ?? false);
        if (answeredByWorker) return { source: 'worker' as const, bytes: 0 };
        const sizes = await request.sizes();
        // Answered by the HTTP cache: nothing crossed the wire (Chromium then reports a body of minus the headers).
        const bytes = Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize);
        return { source: bytes > 0 ? ('network' as const) : ('httpCache' as const), bytes };
      })(),
    );
  context.on('requestfinished', onFinished);
  return async (): Promise<VisitWeight> => {
    context.off('requestfinished', onFinished);
    const requests = await Promise.all(finished);
    const from = (source: string) => requests.filter((request) => request.source === source);
    return {
      networkRequests: from('network').length,
      networkBytes: from('network').reduce((total, request) => total + request.bytes, 0),
      answeredByServiceWorker: from('worker').length,
      answeredByHttpCache: from('httpCache').length,
    };
  };
}

/**
 * Once in control, the worker keeps the files of the app the page used (the rest of its tools): part of what a
 * first visit downloads, so it is waited for. An earlier worker without that message answers nothing: then
 * there is nothing to wait for.
 */
const appFilesKept = `(async () => {
  const registration = await navigator.serviceWorker.ready;
  for (;;) {
    const status = await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      registration.active.postMessage({ type: 'steady-offline-status' }, [channel.port2]);
      setTimeout(() => resolve(null), 2000);
    });
    if (!status || !status.keeping) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
})()`;

/** The worker installs (precaching) on a first visit: `ready` resolves once it is active, then it takes control. */
const controlledByServiceWorker = `navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller
  || new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })))`;

async function visit(
  context: BrowserContext,
  url: string,
  readySelector: string,
  { waitForServiceWorker = false } = {},
): Promise<VisitWeight> {
  const done = recordVisit(context);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(readySelector).first().waitFor();
  if (waitForServiceWorker) {
    await page.evaluate(controlledByServiceWorker);
    await page.waitForLoadState('networkidle');
    await page.evaluate(appFilesKept);
  }
  await page.waitForLoadState('networkidle');
  await page.close();
  return done();
}

/**
 * A first visit (empty cache, no service worker yet: its precache downloads are counted too) and a repeat
 * visit in the same browser profile, once with the service worker in control and once with it blocked
 * (the HTTP cache alone), so the worker's part is its own figure.
 */
export async function measureRepeatVisits(
  browser: Browser,
  baseUrl: string,
  path: string,
  readySelector: string,
) {
  const url = `${baseUrl}${path}`;
  const withWorker = await browser.newContext({ serviceWorkers: 'allow' });
  const firstWithWorker = await visit(withWorker, url, readySelector, { waitForServiceWorker: true });
  const repeatWithWorker = await visit(withWorker, url, readySelector);
  await withWorker.close();

  const httpCacheOnly = await browser.newContext({ serviceWorkers: 'block' });
  const firstWithoutWorker = await visit(httpCacheOnly, url, readySelector);
  const repeatWithoutWorker = await visit(httpCacheOnly, url, readySelector);
  await httpCacheOnly.close();
  return { firstWithWorker, repeatWithWorker, firstWithoutWorker, repeatWithoutWorker };
}
