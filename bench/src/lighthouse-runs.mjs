// Lighthouse in plain Node, started by lighthouse.ts: under tsx, the functions Lighthouse evaluates in the
// page would carry tsx's `__name` helper, which the page does not have.
// Input (argv[2], JSON): { chromiumPath, chromeFlags, urls, runs, formFactor: 'mobile' | 'desktop' }.
// Output (stdout, JSON): for each URL, one sample per run.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const { chromiumPath, chromeFlags, urls, runs, formFactor } = JSON.parse(process.argv[2]);
const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART on a busy machine) is redone. */
async function runLighthouse(url, attemptsLeft = 3) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attemptsLeft > 1) return runLighthouse(url, attemptsLeft - 1);
  throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
}
try {
  const samples = {};
  for (const url of urls) {
    samples[url] = [];
    for (let run = 0; run < runs; run += 1) {
      const { categories, audits } = await runLighthouse(url);
      samples[url].push({
        performance: Math.round(categories.performance.score * 100),
        firstContentfulPaintMs: audits['first-contentful-paint'].numericValue,
        largestContentfulPaintMs: audits['largest-contentful-paint'].numericValue,
        totalBlockingTimeMs: audits['total-blocking-time'].numericValue,
        cumulativeLayoutShift: audits['cumulative-layout-shift'].numericValue,
        speedIndexMs: audits['speed-index'].numericValue,
      });
    }
  }
  process.stdout.write(JSON.stringify(samples));
} finally {
  chrome.kill();
}
