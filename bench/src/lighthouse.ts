import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
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
}

export interface LighthouseFigures extends LighthouseSample {
  path: string;
  formFactor: FormFactor;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's performance category for each path: its default mobile run (simulated slow 4G, 4× CPU
 * slowdown) or its desktop preset, driving the machine's own Chromium (nothing is downloaded). Each path
 * runs `runs` times; every figure is the median of the runs.
 */
export async function measureLighthouse(
  chromiumPath: string,
  baseUrl: string,
  paths: readonly string[],
  formFactor: FormFactor,
  runs: number,
): Promise<LighthouseFigures[]> {
  const input = {
    chromiumPath,
    chromeFlags: chromiumFlags.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
    urls: paths.map((pagePath) => `${baseUrl}${pagePath}`),
    runs,
    formFactor,
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(__dirname, 'lighthouse-runs.mjs'), JSON.stringify(input)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const samples = JSON.parse(stdout) as Record<string, LighthouseSample[]>;
  return paths.map((pagePath) => {
    const runsOfPath = samples[`${baseUrl}${pagePath}`] ?? [];
    const medianOf = (key: keyof LighthouseSample) => median(runsOfPath.map((sample) => sample[key]));
    return {
      path: pagePath,
      formFactor,
      performance: medianOf('performance'),
      firstContentfulPaintMs: medianOf('firstContentfulPaintMs'),
      largestContentfulPaintMs: medianOf('largestContentfulPaintMs'),
      totalBlockingTimeMs: medianOf('totalBlockingTimeMs'),
      cumulativeLayoutShift: medianOf('cumulativeLayoutShift'),
      speedIndexMs: medianOf('speedIndexMs'),
    };
  });
}
