import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/accounts';
import { audioPeak, installAudioProbe } from '../support/audio-probe';
import { expect, test } from '../support/fixtures';

/** Tools that survive navigation and reloads, tell the end of a phase, start in one tap and pay XP for real runs. */

async function guestXp(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('userState');
    return stored ? (JSON.parse(stored) as { progress: { xp: number } }).progress.xp : 0;
  });
}

/** From here on the page's time moves only when the test moves it. */
async function holdTime(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
}

const runningBar = (page: Page) => page.getByRole('complementary', { name: 'Exercise in progress' });
const timeLeft = (scope: Page | Locator) => scope.getByRole('timer', { name: 'Time left' });

test('a Pomodoro left for another page keeps running in the bar, and "Back to it" shows the same time', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/techniques/pomodoro');
  const tool = page.getByRole('region', { name: 'Pomodoro technique' });
  await holdTime(page);
  await tool.getByRole('button', { name: 'Start' }).click();
  // The running view is on screen (its code loaded) before time jumps: a jump while a part still loads
  // would fire that load's time limit instead.
  await expect(timeLeft(tool)).toHaveText('25:00');
  await page.clock.fastForward('05:00');
  await expect(timeLeft(tool)).toHaveText('20:00');

  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page names the tab when its heading arrives; only after that does the countdown own the title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How do you feel right now?');
  await expect(runningBar(page)).toContainText('Pomodoro technique · Focus');
  await expect(timeLeft(runningBar(page))).toHaveText('20:00');
  await page.clock.fastForward('02:00');
  await expect(timeLeft(runningBar(page))).toHaveText('18:00');
  await expect(page).toHaveTitle('18:00 · Focus — Steady');

  await runningBar(page).getByRole('button', { name: 'Pause: Pomodoro technique' }).click();
  await page.clock.fastForward('03:00');
  await expect(timeLeft(runningBar(page))).toHaveText('Paused · 18:00');
  await runningBar(page).getByRole('button', { name: 'Resume: Pomodoro technique' }).click();

  await runningBar(page).getByRole('link', { name: 'Back to it' }).click();
  await expect(page).toHaveURL(/\/techniques\/pomodoro$/);
  await expect(timeLeft(tool)).toHaveText('18:00');
  await expect(tool).toBeFocused();
  await expect(runningBar(page)).toHaveCount(0);
});

test('a first load with nothing running fetches no mf-techniques code', async ({ page }) => {
  const techniquesRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf_techniques/')) techniquesRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Anxiety', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(techniquesRequests).toEqual([]);
});

test('a reload mid-brain-dump brings back the text and the time, with "Welcome back" and a way to start over', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/techniques/brainDump');
  const tool = page.getByRole('region', { name: 'Brain dump' });
  await holdTime(page);
  await tool.getByRole('button', { name: 'Start' }).click();
  await tool.getByRole('textbox', { name: 'Your thoughts' }).fill('Email Sam. Buy milk.');
  await page.clock.fastForward('01:40');
  await expect(timeLeft(tool)).toHaveText('02:20');

  await page.reload();
  await expect(tool.getByText('Welcome back. We kept your place.')).toBeVisible();
  await expect(tool.getByRole('textbox', { name: 'Your thoughts' })).toHaveValue('Email Sam. Buy milk.');
  await expect(timeLeft(tool)).toHaveText('02:20');

  await tool.getByRole('button', { name: 'Start over' }).click();
  await expect(tool.getByRole('group', { name: /What you wrote and your progress/ })).toBeVisible();
  await tool.getByRole('button', { name: 'Keep going' }).click();
  await expect(tool.getByRole('textbox', { name: 'Your thoughts' })).toHaveValue('Email Sam. Buy milk.');
});

test('the end of a phase sounds, and the tab title counts down and says what comes next', async ({
  page,
}) => {
  await installAudioProbe(page);
  await page.clock.install();
  await page.goto('/techniques/pomodoro');
  const tool = page.getByRole('region', { name: 'Pomodoro technique' });
  await expect(
    tool.getByRole('checkbox', { name: 'Soft sound and vibration at each new step' }),
  ).toBeChecked();
  await holdTime(page);
  await tool.getByRole('button', { name: 'Start' }).click();
  // The title and the tone follow the tap's new screen once it is painted: the held clock lets a frame pass.
  await page.clock.runFor(100);
  await expect(page).toHaveTitle(/^(25:00|24:59) · Focus — Steady$/);
  // The start's own tone fades within about a second; then the page is silent until the phase ends.
  await expect.poll(() => audioPeak(page), { timeout: 5_000 }).toBeLessThan(0.001);

  await page.clock.fastForward('12:00');
  await expect(page).toHaveTitle(/^1[23]:\d\d · Focus — Steady$/);
  await page.clock.fastForward('13:01');
  // The tone lasts about a second: listened for first, often, before the slower checks of the screen.
  await expect.poll(() => audioPeak(page), { timeout: 5_000, intervals: [50] }).toBeGreaterThan(0.01);
  await expect(tool.getByRole('heading', { name: 'Well done. Time for a short break.' })).toBeVisible();
  await expect(page).toHaveTitle('Next step · Short break — Steady');
});

test('two clicks from the home page to a running breath loop, once its safety notes have been seen', async ({
  page,
}) => {
  await page.goto('/');
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  await click(page.getByRole('main').getByRole('link', { name: 'Anxiety', exact: true }));
  const breathLoop = page.getByRole('article', { name: 'Breath loop' });
  await click(breathLoop.getByRole('button', { name: 'Start the exercise' }));
  const tool = breathLoop.getByRole('region', { name: 'Breath loop' });
  // The first run on this device: the dizziness note, in view, above Start.
  await expect(tool.getByText(/If you feel dizzy, stop and breathe normally/)).toBeInViewport();
  await expect(tool).toBeFocused();
  await click(tool.getByRole('button', { name: 'Start', exact: true }));
  await expect(tool.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(clicks).toBe(3);
  await tool.getByRole('button', { name: 'Reset' }).click();
  await tool.getByRole('button', { name: 'Close' }).click();

  await page.goto('/');
  clicks = 0;
  await click(page.getByRole('main').getByRole('link', { name: 'Anxiety', exact: true }));
  await click(breathLoop.getByRole('button', { name: 'Start the exercise' }));
  await expect(tool.getByRole('heading', { name: /Get ready|Breathe in/ })).toBeVisible();
  await expect(tool.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(tool).toBeFocused();
  expect(clicks).toBe(2);

  await tool.getByRole('button', { name: 'Close' }).click();
  await expect(breathLoop.getByRole('button', { name: 'Start the exercise' })).toBeFocused();
});

test('the breath loop offers 1, 2, 3 or 5 minutes, and saves its thumbs up as how much the sitting helped', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL!);
  await page.clock.install();
  await openSignedIn(page, account.token, '/techniques/breathing?mood=procrastination');
  const tool = page.getByRole('region', { name: 'Breath loop' });
  const lengths = tool.getByRole('group', { name: 'Length' });
  await expect(lengths.getByRole('radio', { name: '2 minutes' })).toBeChecked();
  await lengths.getByRole('radio', { name: '1 minute' }).check();
  await tool.getByRole('button', { name: 'Start' }).click();
  await holdTime(page);
  await page.clock.fastForward('00:03');
  await expect(timeLeft(tool)).toHaveText(/^01:00|00:59$/);
  await page.clock.fastForward('01:01');
  await tool.getByRole('button', { name: 'Yes, it helped' }).click();
  await expect(tool.getByText(/Glad it helped/).first()).toBeVisible();

  await expect
    .poll(async () => {
      const response = await request.get(`${baseURL}/api/user/history`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      const { records } = (await response.json()) as {
        records: { techniques: string[]; effectiveness: number | null; xpEarned: number }[];
      };
      return records.find((record) => record.techniques.includes('breath-loop'));
    })
    .toMatchObject({ effectiveness: 4, xpEarned: 10 });
});

test.describe('XP for a real run', () => {
  test('muscle stretching skipped through in a second pays nothing', async ({ page }) => {
    await page.goto('/techniques/muscleStretching');
    const tool = page.getByRole('region', { name: 'Muscle stretching' });
    await tool.getByRole('button', { name: 'Start' }).click();
    for (let move = 0; move < 4; move += 1) await tool.getByRole('button', { name: 'Next stretch' }).click();
    await expect(tool.getByRole('heading', { name: /You stopped early/ })).toBeVisible();
    await expect(tool.getByText(/No XP this time/)).toBeVisible();
    expect(await guestXp(page)).toBe(0);
  });

  test("the one-minute rule's Done at once pays nothing; after half the minute it pays", async ({ page }) => {
    await page.clock.install();
    await page.goto('/techniques/oneMinuteRule');
    const tool = page.getByRole('region', { name: 'One-minute rule' });
    await tool.getByRole('button', { name: 'Start' }).click();
    await tool.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(tool.getByText(/No XP this time/)).toBeVisible();
    expect(await guestXp(page)).toBe(0);

    await tool.getByRole('button', { name: 'Restart' }).click();
    await holdTime(page);
    await page.clock.fastForward('00:30');
    await tool.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page.getByText('Nicely done! Register to track your progress.')).toBeVisible();
    expect(await guestXp(page)).toBe(10);
  });

  test('Pomodoro pays 30 XP for each completed focus session, and never says "Well done" after a skip', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/techniques/pomodoro');
    const tool = page.getByRole('region', { name: 'Pomodoro technique' });
    await expect(tool.getByText('30 XP for each focus session you complete')).toBeVisible();
    await tool.getByRole('button', { name: 'Start' }).click();
    await holdTime(page);
    await tool.getByRole('button', { name: 'Skip' }).click();
    await expect(
      tool.getByRole('heading', { name: 'Focus session skipped. Time for a short break.' }),
    ).toBeVisible();
    await expect(tool.getByText(/Well done/)).toHaveCount(0);
    expect(await guestXp(page)).toBe(0);

    await tool.getByRole('button', { name: 'Skip' }).click();
    await tool.getByRole('button', { name: 'Start focus' }).click();
    await page.clock.fastForward('25:00');
    await expect(tool.getByRole('heading', { name: 'Well done. Time for a short break.' })).toBeVisible();
    await expect.poll(() => guestXp(page)).toBe(30);
    await tool.getByRole('button', { name: 'Skip' }).click();
    await tool.getByRole('button', { name: 'Start focus' }).click();
    await page.clock.fastForward('25:00');
    await expect.poll(() => guestXp(page)).toBe(60);
  });

  test('gratitude that ends while its page is away pays exactly once', async ({ page }) => {
    await page.clock.install();
    await page.goto('/techniques/gratitude');
    const tool = page.getByRole('region', { name: 'Three good moments' });
    await tool.getByRole('button', { name: 'Start' }).click();
    await holdTime(page);
    await page.clock.fastForward('01:00');
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(runningBar(page)).toContainText('Three good moments');
    await page.clock.fastForward('02:30');
    await expect(page.getByText('Nicely done! Register to track your progress.')).toBeVisible();
    await expect(runningBar(page)).toHaveCount(0);
    expect(await guestXp(page)).toBe(15);

    await page.reload();
    await page.goto('/techniques/gratitude');
    await expect(tool.getByRole('heading', { name: /Three good moments/ })).toBeVisible();
    await page.clock.fastForward('00:05');
    expect(await guestXp(page)).toBe(15);
  });
});

/** Moves keyboard focus with Tab until it reaches `target`. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 12; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

interface KeyboardRun {
  readonly appName: string;
  readonly name: string;
  /** After Space started it: the rest of the run, by keyboard and the clock only. */
  readonly finish: (page: Page, tool: Locator) => Promise<void>;
  readonly finishedText: string | RegExp;
  readonly xp: number;
}

const pressButton = async (page: Page, tool: Locator, name: string) => {
  await tabTo(page, tool.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
};

const keyboardRuns: KeyboardRun[] = [
  {
    appName: 'breathing',
    name: 'Breath loop',
    finish: async (page, tool) => {
      await page.clock.fastForward('02:10');
      await pressButton(page, tool, 'Yes, it helped');
    },
    finishedText: /Glad it helped/,
    xp: 10,
  },
  {
    appName: 'grounding',
    name: '5-4-3-2-1 grounding',
    finish: async (page, tool) => {
      for (let sense = 0; sense < 5; sense += 1) {
        await page.clock.fastForward('00:20');
        await pressButton(page, tool, 'Next');
      }
    },
    finishedText: /You are here, in this moment/,
    xp: 10,
  },
  {
    appName: 'pomodoro',
    name: 'Pomodoro technique',
    finish: (page) => page.clock.fastForward('25:00'),
    finishedText: 'Well done. Time for a short break.',
    xp: 30,
  },
  {
    appName: 'tenseRelease',
    name: 'Tense and release',
    finish: (page) => page.clock.fastForward('02:36'),
    finishedText: /All four groups done/,
    xp: 15,
  },
  {
    appName: 'brainDump',
    name: 'Brain dump',
    finish: async (page) => {
      // Start puts the cursor in the text field: Space and R are typed there, not taken as shortcuts.
      await page.keyboard.type('Call Ruth about the rent');
      await page.clock.fastForward('04:00');
    },
    finishedText: /Time's up/,
    xp: 15,
  },
  {
    appName: 'gratitude',
    name: 'Three good moments',
    finish: (page) => page.clock.fastForward('03:00'),
    finishedText: /Three good moments/,
    xp: 15,
  },
  {
    appName: 'oneMinuteRule',
    name: 'One-minute rule',
    finish: async (page, tool) => {
      await page.clock.fastForward('00:30');
      await pressButton(page, tool, 'Done');
    },
    finishedText: 'Done! One less thing on your mind.',
    xp: 10,
  },
  {
    appName: 'fiveMinuteRule',
    name: 'Five-minute rule',
    finish: (page) => page.clock.fastForward('05:00'),
    finishedText: /Time is up/,
    xp: 20,
  },
  {
    appName: 'dynamicBreak',
    name: 'Short dynamic break',
    finish: (page) => page.clock.fastForward('03:30'),
    finishedText: /Nice work/,
    xp: 15,
  },
  {
    appName: 'muscleStretching',
    name: 'Muscle stretching',
    finish: (page) => page.clock.fastForward('04:30'),
    finishedText: /All four stretches done/,
    xp: 20,
  },
  {
    appName: 'stop',
    name: 'S.T.O.P. technique',
    finish: (page) => page.clock.fastForward('01:00'),
    finishedText: 'Well done. Carry on with intention.',
    xp: 10,
  },
];

for (const { appName, name, finish, finishedText, xp } of keyboardRuns) {
  test(`${name}: after a mouse click on its text, Space and the keyboard run it to the end`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1000, height: 600 });
    await page.goto(`/techniques/${appName}`);
    const tool = page.getByRole('region', { name });
    await expect(tool.getByRole('button', { name: 'Start' })).toBeVisible();
    await holdTime(page);

    await tool.locator('p').first().click();
    await expect(tool).toBeFocused();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect(tool.getByRole('button', { name: 'Pause' })).toBeVisible();
    if (appName !== 'brainDump') {
      await page.keyboard.press('Space');
      await expect(tool.getByRole('button', { name: 'Resume' })).toBeVisible();
      await page.keyboard.press('Space');
      await expect(tool.getByRole('button', { name: 'Pause' })).toBeVisible();
      // Space went to the tool, not to the page: nothing scrolled.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
    }

    await finish(page, tool);
    await expect(
      tool.getByRole('heading', { name: finishedText }).or(tool.getByText(finishedText)),
    ).not.toHaveCount(0);
    await expect.poll(() => guestXp(page)).toBe(xp);
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  // axe waits on timers of its own: the page's clock must run.
  await page.clock.resume();
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

for (const language of ['en', 'ru'] as const) {
  test(`a running tool, its reset question, "Welcome back" and the running bar pass axe and fit 320 px (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    await page.clock.install();
    await page.goto('/techniques/brainDump');
    const tool = page.locator('[data-technique-tool]');
    await holdTime(page);
    await tool.getByRole('button').first().click();
    await page.keyboard.type('Milk');
    await page.clock.fastForward('00:40');
    await page.reload();
    await expect(tool.getByRole('alert').or(tool.locator('[role="status"]')).first()).toBeAttached();
    await tool.getByRole('button', { name: language === 'en' ? 'Start over' : 'Начать сначала' }).click();
    // The reset question (the brain dump's lines are a group too, a disclosure).
    await expect(
      tool.getByRole('group', { name: language === 'en' ? /^Start over\?/ : /^Начать сначала\?/ }),
    ).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('complementary')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
}

test('after a reload mid-run a state page brings the tool into view, and the bar says a step waits for the user', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto('/recommendations/anxiety');
  const grounding = page.getByRole('article', { name: '5-4-3-2-1 grounding' });
  await grounding.getByRole('button', { name: 'Start the exercise' }).click();
  const tool = grounding.getByRole('region', { name: '5-4-3-2-1 grounding' });
  await expect(tool.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.reload();
  await expect(tool.getByText('Welcome back. We kept your place.')).toBeInViewport();
  await expect(tool).toBeFocused();

  await holdTime(page);
  await page.clock.fastForward('00:21');
  await expect(tool.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  await page.goto('/');
  await expect(runningBar(page)).toContainText('5-4-3-2-1 grounding');
  await expect(runningBar(page).getByText('Waiting for you')).toBeVisible();
  await expect(timeLeft(runningBar(page))).toHaveCount(0);
});
