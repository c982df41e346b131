import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * What the eye gets from the tools, read from computed styles: a colour the browser dropped as invalid
 * leaves the DOM intact, so only the painted values show it.
 */
const themes = ['calm', 'dusk', 'low-stimulation', 'high-contrast'] as const;

const storeTheme = (page: Page, theme: string) =>
  page.addInitScript((stored) => window.localStorage.setItem('theme', JSON.stringify(stored)), theme);

/** Stops the page's clock once the tool is on screen, so phases move only when the test moves them. */
async function holdTime(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
}

const transparent = /^rgba\(0, 0, 0, 0\)$|\/ 0\)$/;

async function circleLook(circle: Locator) {
  return circle.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      backgroundImage: style.backgroundImage,
      borderStyle: style.borderTopStyle,
      borderWidth: style.borderTopWidth,
      borderColor: style.borderTopColor,
      width: element.getBoundingClientRect().width,
    };
  });
}

for (const theme of themes) {
  test(`the breathing circle has a visible fill and border in the ${theme} theme, and breathes`, async ({
    page,
  }) => {
    await storeTheme(page, theme);
    await page.clock.install();
    await page.goto('/techniques/breathing?mood=anxiety');
    const tool = page.getByRole('region', { name: 'Breath loop' });
    await expect(tool.getByRole('button', { name: 'Start' })).toBeVisible();
    await holdTime(page);
    await tool.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward('00:03');
    await expect(tool.getByRole('heading', { name: 'Breathe in' })).toBeVisible();

    // Rhythm 4 / 1.5 / 6 s: near the end of the breath in, then near the end of the breath out.
    await page.clock.fastForward(3_900);
    const circle = tool.getByTestId('breathing-circle');
    const breathedIn = await circleLook(circle);
    expect(breathedIn.backgroundImage).toContain('radial-gradient');
    expect(breathedIn.borderStyle).toBe('solid');
    expect(breathedIn.borderWidth).toBe('2px');
    expect(breathedIn.borderColor).not.toMatch(transparent);

    await page.clock.fastForward(1_600 + 5_500);
    await expect(tool.getByRole('heading', { name: 'Breathe out' })).toBeVisible();
    const breathedOut = await circleLook(circle);
    if (theme === 'low-stimulation') {
      // Low stimulation stops motion: the circle rests at one size (the phase name carries the rhythm).
      expect(breathedOut.width).toBeCloseTo(breathedIn.width, 0);
    } else {
      expect(breathedOut.width).toBeLessThan(breathedIn.width * 0.7);
    }
  });

  test(`the brain dump's last 30 seconds are tinted in the ${theme} theme`, async ({ page }) => {
    await storeTheme(page, theme);
    await page.clock.install();
    await page.goto('/techniques/brainDump');
    const tool = page.getByRole('region', { name: 'Brain dump' });
    await expect(tool.getByRole('button', { name: 'Start' })).toBeVisible();
    await holdTime(page);
    await tool.getByRole('button', { name: 'Start' }).click();
    const writing = tool.getByRole('textbox', { name: 'Your thoughts' });
    await expect(writing).toBeVisible();
    const background = () => writing.evaluate((element) => getComputedStyle(element).backgroundColor);
    const surface = await background();

    await page.clock.fastForward('03:35');
    await expect(tool.getByText('Last 30 seconds', { exact: true }).first()).toBeVisible();
    const tinted = await background();
    expect(tinted).not.toMatch(transparent);
    expect(tinted).not.toBe(surface);
  });
}
