import type { Browser } from 'playwright-core';
import { interactionTimeoutMs } from './page-weight';

/**
 * Milliseconds from a press on a state tile on the home page until that state's content (its tip) is on
 * screen, timed inside the page (null when it did not show within `interactionTimeoutMs`). The home page is
 * loaded and idle first, as a reader would have it.
 */
export async function measureTileToContent(
  browser: Browser,
  baseUrl: string,
  mood: string,
): Promise<number | null> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  const tile = page.locator(`a[href="/recommendations/${mood}"]`);
  await tile.waitFor();
  // A string, not a function: tsx's helpers (e.g. __name) do not exist inside the page. `void`, or the
  // evaluation would wait for the timing, which needs the press that follows.
  await page.evaluate(`void (window.steadyTileTiming = new Promise((resolve) => {
    let pressedAt;
    document.addEventListener('pointerdown', () => { pressedAt = performance.now(); }, { capture: true, once: true });
    const check = () => {
      if (pressedAt !== undefined && document.getElementById('mood-tip-title')) resolve(performance.now() - pressedAt);
      else if (pressedAt !== undefined && performance.now() - pressedAt > ${interactionTimeoutMs}) resolve(null);
      else requestAnimationFrame(check);
    };
    check();
  }))`);
  await tile.click();
  const milliseconds = await page.evaluate<number | null>('window.steadyTileTiming');
  await context.close();
  return milliseconds;
}
