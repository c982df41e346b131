// Lighthouse in plain Node, started by lighthouse.ts: under tsx, the functions Lighthouse evaluates in the
// page would carry tsx's `__name` helper, which the page does not have.
// Input (argv[2], JSON): { chromiumPath, chromeFlags, pages: [{ url, session?: { key, stored } }], runs,
// formFactor: 'mobile' | 'desktop' }. A page with a session has `stored` under localStorage's `key` before any
// of its scripts run, as the app keeps a signed-in user's token.
// Output (stdout, JSON): for each URL, one sample per run.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const { chromiumPath, chromeFlags, pages, runs, formFactor } = JSON.parse(process.argv[2]);
const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  defaultViewport: null,
});

/**
 * One Lighthouse run in `page`; a run whose trace Chromium failed to record (NO_NAVSTART on a busy machine)
 * is redone. Lighthouse's storage reset clears the origin's cache, service worker and storage before each run;
 * a session's script puts the token back in the new document.
 */
async function runLighthouse(page, url, attemptsLeft = 3) {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
    page,
  );
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attemptsLeft > 1) return runLighthouse(page, url, attemptsLeft - 1);
  throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
}

/** The LCP's element and its phases (TTFB, load delay, load time, render delay) from Lighthouse's audit. */
function largestPaint(audits) {
  const [elementTable, phaseTable] = audits['largest-contentful-paint-element'].details?.items ?? [];
  const node = elementTable?.items[0]?.node;
  return {
    largestContentfulPaintElement: node ? `${node.selector} “${node.nodeLabel}”` : 'none',
    largestContentfulPaintPhasesMs: (phaseTable?.items ?? []).map((item) => Math.round(item.timing)),
  };
}

try {
  const samples = {};
  for (const { url, session } of pages) {
    const page = await browser.newPage();
    if (session) {
      await page.evaluateOnNewDocument(
        (key, stored) => {
          // about:blank, where Lighthouse starts, has no storage of its own.
          if (location.protocol.startsWith('http')) localStorage.setItem(key, JSON.stringify(stored));
        },
        session.key,
        session.stored,
      );
    }
    samples[url] = [];
    for (let run = 0; run < runs; run += 1) {
      const { categories, audits } = await runLighthouse(page, url);
      samples[url].push({
        performance: Math.round(categories.performance.score * 100),
        firstContentfulPaintMs: audits['first-contentful-paint'].numericValue,
        largestContentfulPaintMs: audits['largest-contentful-paint'].numericValue,
        totalBlockingTimeMs: audits['total-blocking-time'].numericValue,
        cumulativeLayoutShift: audits['cumulative-layout-shift'].numericValue,
        speedIndexMs: audits['speed-index'].numericValue,
        ...largestPaint(audits),
      });
    }
    await page.close();
  }
  process.stdout.write(JSON.stringify(samples));
} finally {
  await browser.disconnect();
  chrome.kill();
}
