import type { Browser } from 'playwright-core';

interface DriftResult {
  secondsObserved: number;
  medianLatenessMs: number;
  p99LatenessMs: number;
  maxLatenessMs: number;
  /** Lateness of the last observed change relative to the first: grows if timing counted ticks. */
  accumulatedDriftMs: number;
}

/**
 * Runs the real Pomodoro tool on real timers for `seconds` and times every change of the shown
 * mm:ss against the instant it should change (start + whole seconds), inside the page. Timing from
 * timestamps means each change is a few ms late at most and the lateness never adds up.
 */
export async function measurePomodoroDrift(
  browser: Browser,
  baseUrl: string,
  seconds: number,
): Promise<DriftResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/techniques/pomodoro`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Start' }).waitFor();
  // A string, not a function: tsx's helpers (e.g. __name) do not exist inside the page. The timer
  // appears once started; its first change is a second later, long after the observer is attached.
  await page.evaluate(`new Promise((resolve) => {
    const startButton = [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Start');
    window.steadyDrift = { changes: [], startedAt: performance.now() };
    startButton.click();
    const attach = () => {
      const timer = document.querySelector('[role="timer"]');
      if (!timer) return requestAnimationFrame(attach);
      new MutationObserver(() => {
        window.steadyDrift.changes.push({ text: timer.textContent, at: performance.now() });
      }).observe(timer, { childList: true, characterData: true, subtree: true });
      resolve();
    };
    attach();
  })`);
  await page.waitForTimeout(seconds * 1000 + 500);
  const samples = await page.evaluate<{ startedAt: number; changes: { text: string; at: number }[] }>(
    'window.steadyDrift',
  );
  await context.close();

  const workSeconds = 25 * 60;
  const lateness = samples.changes
    .map(({ text, at }) => {
      const [minutes, secondsPart] = text.split(':').map(Number);
      const shownSeconds = (minutes ?? 0) * 60 + (secondsPart ?? 0);
      return at - (samples.startedAt + (workSeconds - shownSeconds) * 1000);
    })
    .filter((value) => Number.isFinite(value) && value > -1000);
  const sorted = [...lateness].sort((a, b) => a - b);
  const pick = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return {
    secondsObserved: lateness.length,
    medianLatenessMs: pick(0.5),
    p99LatenessMs: pick(0.99),
    maxLatenessMs: sorted.at(-1) ?? 0,
    accumulatedDriftMs: (lateness.at(-1) ?? 0) - (lateness[0] ?? 0),
  };
}
