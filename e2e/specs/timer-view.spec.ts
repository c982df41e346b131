import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * A running tool's timer on its own: popped out into an always-on-top window (Document Picture-in-Picture)
 * where the browser has it, full screen where it does not; both act on the tool the page runs.
 */

const texts = {
  en: {
    tool: 'Pomodoro technique',
    title: 'Pomodoro technique · Focus',
    start: 'Start',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    timeLeft: 'Time left',
    fullScreen: 'Full-screen timer',
    popOut: 'Pop out timer',
    back: 'Back to the page',
  },
  ru: {
    tool: 'Техника «Помодоро»',
    title: 'Техника «Помодоро» · Работа',
    start: 'Начать',
    pause: 'Пауза',
    resume: 'Продолжить',
    paused: 'На паузе',
    timeLeft: 'Осталось времени',
    fullScreen: 'Таймер на весь экран',
    popOut: 'Таймер поверх окон',
    back: 'Вернуться к странице',
  },
} as const;

type Language = keyof typeof texts;

async function readIn(page: Page, language: Language): Promise<void> {
  if (language === 'ru') {
    await page.addInitScript(() => window.localStorage.setItem('language', JSON.stringify('ru')));
  }
}

/** A browser without always-on-top windows, as on phones, Firefox and Safari. */
async function withoutPictureInPicture(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'documentPictureInPicture', { value: undefined, configurable: true }),
  );
}

/** From here on the page's time moves only when the test moves it (a margin for a busy machine). */
async function holdTime(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 5_000);
}

/** A countdown's "mm:ss" `seconds` later. */
function later(clock: string, seconds: number): string {
  const [minutes = 0, rest = 0] = clock.split(':').map(Number);
  const left = minutes * 60 + rest - seconds;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(left / 60))}:${pad(left % 60)}`;
}

/** The disk's coloured part: its dash is the share of the disk left (a full turn of its 24-unit radius). */
const diskLeft = (scope: Locator) => scope.locator('svg circle').nth(1);
const fullTurn = 2 * Math.PI * 24;
const timeLeft = (scope: Page | Locator, language: Language) =>
  scope.getByRole('timer', { name: texts[language].timeLeft });

for (const language of ['en', 'ru'] as const) {
  const t = texts[language];

  test(`[${language}] without Picture-in-Picture, the full-screen timer counts down, pauses and resumes the Pomodoro, and Back leaves it running`, async ({
    page,
  }) => {
    await readIn(page, language);
    await withoutPictureInPicture(page);
    await page.clock.install();
    await page.goto('/techniques/pomodoro');
    const tool = page.getByRole('region', { name: t.tool });
    await tool.getByRole('button', { name: t.start }).click();
    // Offered once the timer counts; the page's clock is held only then.
    await expect(tool.getByRole('button', { name: t.fullScreen })).toBeVisible();
    await expect(tool.getByRole('button', { name: t.popOut })).toHaveCount(0);
    await holdTime(page);
    await tool.getByRole('button', { name: t.fullScreen }).click();

    const view = page.getByRole('dialog', { name: t.fullScreen });
    await expect(view.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(timeLeft(view, language)).toHaveText(/^2[45]:\d\d$/);
    const shownFirst = (await timeLeft(view, language).textContent()) ?? '';
    await page.clock.fastForward('01:00');
    await expect(timeLeft(view, language)).toHaveText(later(shownFirst, 60));

    await view.getByRole('button', { name: t.pause }).click();
    await expect(view.getByRole('status')).toHaveText(t.paused);
    await page.clock.fastForward('03:00');
    await expect(timeLeft(view, language)).toHaveText(later(shownFirst, 60));
    await view.getByRole('button', { name: t.resume }).click();
    await page.clock.fastForward('01:00');
    await expect(timeLeft(view, language)).toHaveText(later(shownFirst, 120));

    await view.getByRole('button', { name: t.back }).click();
    await expect(view).toHaveCount(0);
    await expect(tool.getByRole('button', { name: t.fullScreen })).toBeFocused();
    await expect(timeLeft(tool, language)).toHaveText(later(shownFirst, 120));
    await expect(tool.getByRole('button', { name: t.pause })).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(timeLeft(tool, language)).toHaveText(later(shownFirst, 180));
  });

  test(`[${language}] the pop-out window shows the running Pomodoro, its pause pauses the page's tool, and closing it leaves the tool running`, async ({
    page,
    context,
  }) => {
    await readIn(page, language);
    await page.goto('/techniques/pomodoro');
    const supported = await page.evaluate(() => 'documentPictureInPicture' in window);
    test.skip(!supported, 'this Chromium has no Document Picture-in-Picture');
    const tool = page.getByRole('region', { name: t.tool });
    await tool.getByRole('button', { name: t.start }).click();

    const [popOut] = await Promise.all([
      context.waitForEvent('page'),
      tool.getByRole('button', { name: t.popOut }).click(),
    ]);
    await expect(popOut.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(timeLeft(popOut, language)).toHaveText(/^2[45]:\d\d$/);
    // The pop-out carries the page's theme: its palette's background, not the browser's white.
    await expect(popOut.locator('body')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await popOut.getByRole('button', { name: t.pause }).click();
    await expect(tool.getByRole('button', { name: t.resume })).toBeVisible();
    await expect(popOut.getByRole('status')).toHaveText(t.paused);
    await tool.getByRole('button', { name: t.resume }).click();
    await expect(popOut.getByRole('button', { name: t.pause })).toBeVisible();

    await popOut.close();
    await expect(tool.getByRole('button', { name: t.pause })).toBeVisible();
    const before = await timeLeft(tool, language).textContent();
    await expect(timeLeft(tool, language)).not.toHaveText(before ?? '', { timeout: 3_000 });
  });
}

test('the running bar opens the full-screen timer on another page, its disk still and stepwise under reduced motion; Escape returns, the bar still counting', async ({
  page,
}) => {
  await withoutPictureInPicture(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/techniques/pomodoro');
  const tool = page.getByRole('region', { name: 'Pomodoro technique' });
  await tool.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();

  const bar = page.getByRole('complementary', { name: 'Exercise in progress' });
  const open = bar.getByRole('button', { name: 'Full-screen timer: Pomodoro technique' });
  await expect(open).toBeVisible();
  await holdTime(page);
  await open.click();
  const view = page.getByRole('dialog', { name: 'Full-screen timer' });
  await expect(view.getByRole('button', { name: 'Back to the page' })).toBeFocused();
  const shownFirst = (await timeLeft(view, 'en').textContent()) ?? '';
  await page.clock.fastForward('02:00');
  await expect(timeLeft(view, 'en')).toHaveText(later(shownFirst, 120));
  // Reduced motion: the disk shows whole twelfths only, and a twelfth of the session (2:05) takes off one.
  const twelfthsLeft = async () =>
    (Number((await diskLeft(view).getAttribute('stroke-dasharray'))?.split(' ')[0]) / fullTurn) * 12;
  const shownTwelfths = await twelfthsLeft();
  expect(shownTwelfths).toBeCloseTo(Math.round(shownTwelfths), 6);
  await page.clock.fastForward('02:05');
  await expect(timeLeft(view, 'en')).toHaveText(later(shownFirst, 245));
  await expect.poll(twelfthsLeft).toBeCloseTo(Math.round(shownTwelfths) - 1, 6);

  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(timeLeft(bar, 'en')).toHaveText(later(shownFirst, 245));
  await expect(bar.getByRole('button', { name: 'Pause: Pomodoro technique' })).toBeVisible();
});
