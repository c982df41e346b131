import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { storageKeys } from '@steady/contracts';
import { chromiumFlags } from '../../e2e/support/chromium';

export type FormFactor = 'mobile' | 'desktop';

interface LighthouseSample {
  /** 0–100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Lighthouse's selector and label of the element the LCP was. */
  largestContentfulPaintElement: string;
  /** TTFB, load delay, load time and render delay of the LCP, as Lighthouse splits it. */
  largestContentfulPaintPhasesMs: number[];
}

export interface LighthouseFigures extends LighthouseSample {
  path: string;
  signedIn: boolean;
  formFactor: FormFactor;
}

/** A page Lighthouse measures; with a token, as the user it belongs to (the session kept, as the app keeps it). */
export interface LighthousePage {
  path: string;
  token?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's performance category for each page: its default mobile run (simulated slow 4G, 4× CPU
 * slowdown) or its desktop preset, driving the machine's own Chromium (nothing is downloaded); cache,
 * service worker and storage are cleared before each run, a signed-in page's token put back. Each page
 * runs `runs` times; every figure is the median of the runs, the LCP's element and phases those of the
 * run whose LCP is the median.
 */
export async function measureLighthouse(
  chromiumPath: string,
  baseUrl: string,
  pages: readonly LighthousePage[],
  formFactor: FormFactor,
  runs: number,
): Promise<LighthouseFigures[]> {
  const input = {
    chromiumPath,
    chromeFlags: chromiumFlags.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
    pages: pages.map(({ path: pagePath, token }) => ({
      url: `${baseUrl}${pagePath}`,
      session: token ? { key: storageKeys.token, stored: token } : undefined,
    })),
    runs,
    formFactor,
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(__dirname, 'lighthouse-runs.mjs'), JSON.stringify(input)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const samples = JSON.parse(stdout) as Record<string, LighthouseSample[]>;
  return pages.map(({ path: pagePath, token }) => {
    const runsOfPage = samples[`${baseUrl}${pagePath}`] ?? [];
    const medianOf = (key: keyof LighthouseSample) =>
      median(runsOfPage.map((sample) => sample[key] as number));
    const largestPaint = medianOf('largestContentfulPaintMs');
    const medianRun = runsOfPage.find((sample) => sample.largestContentfulPaintMs === largestPaint)!;
    return {
      path: pagePath,
      signedIn: token !== undefined,
      formFactor,
      performance: medianOf('performance'),
      firstContentfulPaintMs: medianOf('firstContentfulPaintMs'),
      largestContentfulPaintMs: largestPaint,
      totalBlockingTimeMs: medianOf('totalBlockingTimeMs'),
      cumulativeLayoutShift: medianOf('cumulativeLayoutShift'),
      speedIndexMs: medianOf('speedIndexMs'),
      largestContentfulPaintElement: medianRun.largestContentfulPaintElement,
      largestContentfulPaintPhasesMs: medianRun.largestContentfulPaintPhasesMs,
    };
  });
}
