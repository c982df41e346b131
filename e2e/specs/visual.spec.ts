import type { Page } from '@playwright/test';
import { appNames, themeNames, type AppName, type ThemeName } from '@steady/contracts';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * What a person sees, compared with committed screenshots (docs/visual-checks.md says how to update
 * them on purpose). Every screen in the default theme, in both languages, at a phone's and a desktop's
 * width; every theme for the home page and the breath loop, the screens a theme most changes.
 */

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
type Width = keyof typeof widths;
const languages = ['en', 'ru'] as const;
type Language = (typeof languages)[number];

/** One fixed moment, so dates, greetings and countdowns read the same on every run. */
const frozenAt = new Date('2026-03-10T10:00:00Z');

/**
 * A whole-screen difference above 0.5 % of the pixels fails: a missing breathing circle or card changes
 * several percent, font anti-aliasing well under a tenth of one. A pixel counts as different from a colour
 * distance of 0.05: the themes' pale tints (the breathing circle's fill on a white card) stay under
 * Playwright's default 0.2, so a missing circle would pass unseen.
 */
const tolerance = { maxDiffPixelRatio: 0.005, threshold: 0.05 } as const;

interface Look {
  width: Width;
  language: Language;
  theme: ThemeName;
}

async function prepare(page: Page, { width, language, theme }: Look) {
  await page.setViewportSize(widths[width]);
  await page.clock.install({ time: frozenAt });
  await page.addInitScript(
    ({ storedLanguage, storedTheme }) => {
      window.localStorage.setItem('language', JSON.stringify(storedLanguage));
      window.localStorage.setItem('theme', JSON.stringify(storedTheme));
      // The tip of the moment and the order of equal techniques are picked at random: fix the pick.
      Math.random = () => 0.25;
    },
    { storedLanguage: language, storedTheme: theme },
  );
}

/** Stops time where the page is, so a running countdown holds still for the comparison. */
async function holdTime(page: Page, seconds = 0) {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000 + seconds * 1_000);
}

async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const startLabel: Record<Language, string> = { en: 'Start', ru: 'Начать' };

/** "From stuck to started" starts its first step from a typed task (the step runs the one-minute rule). */
const stuckStart: Record<Language, { task: string; typed: string; start: string }> = {
  en: { task: 'What can’t you start?', typed: 'email my landlord', start: 'Start the first step' },
  ru: { task: 'За что никак не получается взяться?', typed: 'написать письмо', start: 'Начать первый шаг' },
};

/** A tool on its own page, started and a few seconds into its first step. */
async function openRunningTool(page: Page, appName: AppName, language: Language) {
  await page.goto(`/techniques/${appName}?mood=anxiety`);
  await settled(page);
  await holdTime(page);
  if (appName === 'stuckToStarted') {
    const { task, typed, start } = stuckStart[language];
    await page.getByRole('textbox', { name: task }).fill(typed);
    await page.getByRole('button', { name: start }).click();
  } else {
    await page.getByRole('button', { name: startLabel[language], exact: true }).first().click();
  }
  // Past the 3-s "Get ready" of the timed tools, into the first step.
  await page.clock.runFor(5_000);
}

function shotName(screen: string, look: Look) {
  return `${screen}-${look.theme}-${look.language}-${look.width}.png`;
}

const dynamicParts = (page: Page) => [
  page.locator('[data-visual="dynamic"]'),
  page.getByText(/@example\.com/),
  // Dates the server counts from its today: registration and the trial's end.
  page.getByText(/^(Member since|С нами с) /),
  page.getByText(/^(Free trial until|Бесплатный пробный период до) /),
];

async function compare(page: Page, screen: string, look: Look, fullPage = true) {
  await expect(page).toHaveScreenshot(shotName(screen, look), {
    ...tolerance,
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    mask: dynamicParts(page),
  });
}

const defaultLooks: Look[] = languages.flatMap((language) =>
  (Object.keys(widths) as Width[]).map((width) => ({ theme: 'calm' as const, language, width })),
);

test.describe('what a guest sees', () => {
  for (const look of defaultLooks) {
    test(`home, the running breath loop, a state page and /premium, ${look.language}, ${look.width}`, async ({
      page,
    }) => {
      await prepare(page, look);
      await page.goto('/');
      await settled(page);
      await compare(page, 'home', look);
      await page.goto('/recommendations/anxiety');
      await settled(page);
      // The first screen is what someone in a hard moment meets; the page below it changes with content.
      await compare(page, 'state-anxiety', look, false);
      await page.goto('/premium');
      await settled(page);
      await compare(page, 'premium', look);
      // Last: a started tool follows the reader to other pages in its running bar.
      await openRunningTool(page, 'breathing', look.language);
      await compare(page, 'tool-breathing', look, false);
    });
  }

  for (const theme of themeNames.filter((name) => name !== 'calm')) {
    test(`home and the running breath loop in the ${theme} theme`, async ({ page }) => {
      const look: Look = { theme, language: 'en', width: 'phone' };
      await prepare(page, look);
      await page.goto('/');
      await settled(page);
      await compare(page, 'home', look);
      await openRunningTool(page, 'breathing', look.language);
      await compare(page, 'tool-breathing', look, false);
    });
  }

  test('every other tool while running, each in one of the four language and width pairs', async ({
    context,
  }) => {
    test.setTimeout(120_000);
    const others = appNames.filter((name) => name !== 'breathing');
    for (const [index, appName] of others.entries()) {
      const look = defaultLooks[index % defaultLooks.length]!;
      // A page of its own: its clock and stored language are this look's alone.
      const page = await context.newPage();
      await prepare(page, look);
      await openRunningTool(page, appName, look.language);
      await compare(page, `tool-${appName}`, look, false);
      await page.close();
    }
  });
});

const screenshotDay = new Date('2026-11-28T12:00:00');

test.describe('what a premium user sees', () => {
  for (const language of languages) {
    test(`profile, journal and statistics, ${language}, at both widths`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const account = await registerAccount(request, baseURL as string);
      await subscribeOnLocalCheckout(request, baseURL as string, account.token);
      for (const width of Object.keys(widths) as Width[]) {
        const look: Look = { theme: 'calm', language, width };
        const page = await browser.newPage({ baseURL, serviceWorkers: 'block' });
        // The statistics' day labels and month calendar follow today's date: one fixed day keeps them.
        await page.clock.setFixedTime(screenshotDay);
        await prepare(page, look);
        for (const path of ['/profile', '/journal', '/statistics']) {
          await openSignedIn(page, account.token, path);
          await settled(page);
          await compare(page, path.slice(1), look);
        }
        await page.close();
      }
    });
  }
});
