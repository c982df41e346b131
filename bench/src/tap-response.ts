import type { Browser, Locator, Page } from 'playwright-core';

/** The throttling of a slow phone's CPU against this machine's (issue #33). */
const cpuSlowdown = 4;
/** Issue #33: every tap answers within this, input to the next paint. */
const tapGoalMs = 100;
/** What the browser reports an interaction from: shorter ones leave no Event Timing entry. */
const durationThresholdMs = 16;
/** Long enough for Next, which grounding offers after 20 s with each sense. */
const controlTimeoutMs = 45_000;

/** One tap's response: the longest Event Timing entry of its interaction, or null when it left none. */
interface TapSample {
  control: string;
  durationMs: number | null;
}

interface ToolTaps {
  path: string;
  /** The tool's region, by its accessible name. */
  region: string;
  /** The buttons tapped, in order, with how they are labelled in the table. */
  taps: readonly { button: string; control: string }[];
}

const groundingSenses = ['see', 'touch', 'hear', 'smell', 'taste'];

/** The tools' routes, regions and buttons as the e2e specs find them (running-tools, techniques). */
const tappedTools: readonly ToolTaps[] = [
  {
    path: '/techniques/breathing',
    region: 'Breath loop',
    taps: ['Start', 'Pause', 'Resume'].map((button) => ({ button, control: `breath loop ${button}` })),
  },
  {
    path: '/techniques/pomodoro',
    region: 'Pomodoro technique',
    taps: ['Start', 'Pause', 'Resume'].map((button) => ({ button, control: `Pomodoro ${button}` })),
  },
  {
    path: '/techniques/grounding',
    region: '5-4-3-2-1 grounding',
    taps: [
      { button: 'Start', control: 'grounding Start' },
      ...groundingSenses.map((sense, index) => ({
        button: 'Next',
        control: `grounding Next (${index + 1}: ${sense})`,
      })),
    ],
  },
];

// Strings, not functions: tsx's helpers (e.g. __name) do not exist inside the page.
const observeInteractions = `void (window.steadyTaps = { entries: [], read: 0 },
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) window.steadyTaps.entries.push({ id: entry.interactionId, duration: entry.duration, name: entry.name });
    }
  }).observe({ type: 'event', durationThreshold: ${durationThresholdMs}, buffered: true }))`;
/**
 * The entries since the last read, once the frames after the tap are painted: an entry is reported after
 * the paint that ends its interaction, and its observer is called after that.
 */
const readNewEntries = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  const fresh = window.steadyTaps.entries.slice(window.steadyTaps.read);
  window.steadyTaps.read = window.steadyTaps.entries.length;
  resolve(fresh);
}, 500))))`;

async function findControl(tool: Locator, button: string, path: string): Promise<Locator> {
  const control = tool.getByRole('button', { name: button, exact: true });
  try {
    await control.waitFor({ state: 'visible', timeout: controlTimeoutMs });
  } catch {
    throw new Error(`tap-response: no visible "${button}" button in the tool on ${path}`);
  }
  return control;
}

/** Opens one tool's page, slows the CPU once it has loaded, and taps its buttons in order. */
async function tapThrough(page: Page, baseUrl: string, tool: ToolTaps): Promise<TapSample[]> {
  await page.goto(`${baseUrl}${tool.path}`, { waitUntil: 'networkidle' });
  const region = page.getByRole('region', { name: tool.region });
  await findControl(region, tool.taps[0]!.button, tool.path);
  await page.evaluate(observeInteractions);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // Anything the page did before throttling (load, its buffered entries) is not a tap's.
  await page.evaluate(readNewEntries);
  const samples: TapSample[] = [];
  for (const { button, control } of tool.taps) {
    await (await findControl(region, button, tool.path)).tap();
    // A tap is one interaction (its pointerdown, pointerup and click share an id): its longest entry.
    const entries = await page.evaluate<{ id: number; duration: number }[]>(readNewEntries);
    samples.push({
      control,
      durationMs: entries.length > 0 ? Math.max(...entries.map((entry) => entry.duration)) : null,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return samples;
}

/**
 * Each tool's taps at a phone's size and touch, under a CPU slowed `cpuSlowdown`×, `runs` times, each time
 * in a fresh context: INP-style, from the browser's own Event Timing entries (input to the next paint after
 * the handlers; the longest entry of the tap's interaction).
 */
export async function measureTapResponse(
  browser: Browser,
  baseUrl: string,
  runs: number,
): Promise<TapSample[]> {
  const samples: TapSample[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const tool of tappedTools) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      try {
        samples.push(...(await tapThrough(await context.newPage(), baseUrl, tool)));
      } finally {
        await context.close();
      }
    }
  }
  return samples;
}

/** A duration as the table shows it: a tap that left no entry took less than the threshold. */
const shown = (durationMs: number | null) =>
  durationMs === null ? `< ${durationThresholdMs} ms` : `${Math.round(durationMs)} ms`;
/** Taps without an entry sort first: each was shorter than any that has one. */
const ascending = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);

/** Per control, in the order tapped: the median and the slowest of its runs, and how many left no entry. */
export function summariseTaps(samples: readonly TapSample[]) {
  const controls = [...new Set(samples.map((sample) => sample.control))];
  const rows = controls.map((control) => {
    const inRunOrder = samples
      .filter((sample) => sample.control === control)
      .map((sample) => sample.durationMs);
    const durations = [...inRunOrder].sort(ascending);
    return {
      control,
      median: shown(durations[Math.floor(durations.length / 2)] ?? null),
      slowest: shown(durations.at(-1) ?? null),
      [`taps < ${durationThresholdMs} ms (no entry)`]: `${durations.filter((value) => value === null).length} of ${durations.length}`,
      // Each run's own figure, so runs printed at different times can be pooled.
      'every tap (ms, run order)': inRunOrder
        .map((value) => (value === null ? '<16' : Math.round(value)))
        .join(' '),
    };
  });
  const slowest = [...samples].sort((a, b) => ascending(a.durationMs, b.durationMs)).at(-1)!;
  const met = (slowest.durationMs ?? 0) <= tapGoalMs;
  return {
    rows,
    verdict: `Slowest tap of all: ${slowest.control}, ${shown(slowest.durationMs)} (goal ≤ ${tapGoalMs} ms: ${met ? 'met' : 'not met'})`,
  };
}
