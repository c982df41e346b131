import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** What a guest sees when a technique is finished (spec §4: only a nudge to register). */
const guestNotice = 'Nicely done! Register to track your progress.';

async function guestXp(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('userState');
    return stored ? (JSON.parse(stored) as { progress: { xp: number } }).progress.xp : 0;
  });
}

/**
 * Stops the page's clock (installed before navigation) once the tool is on screen: from here on, time
 * moves only when the test moves it, so a 3-s message or snackbar cannot expire while it is checked.
 */
async function holdTime(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
}

test('breath loop: countdown, two minutes of the anxiety rhythm to a full breath out, feedback, and 10 XP granted once', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/techniques/breathing?mood=anxiety');
  const tool = page.getByRole('region', { name: 'Breath loop' });
  await expect(tool.getByText('Rhythm: Breathe in 4 s · Hold 1.5 s · Breathe out 6 s')).toBeVisible();
  await holdTime(page);

  await tool.getByRole('button', { name: 'Start' }).click();
  await expect(tool.getByRole('heading', { name: 'Get ready' })).toBeVisible();
  await page.clock.fastForward('00:03');
  await expect(tool.getByRole('heading', { name: 'Breathe in' })).toBeVisible();
  // Two minutes of 4/1.5/6, on to the end of the breath out under way: 126.5 s.
  await expect(tool.getByRole('timer', { name: 'Time left' })).toHaveText('02:07');

  await page.clock.fastForward('02:06');
  await expect(tool.getByRole('heading', { name: 'Breathe out' })).toBeVisible();
  await expect(tool.getByRole('timer', { name: 'Time left' })).toHaveText('00:01');
  await expect(tool.getByRole('heading', { name: 'Did this help?' })).toBeHidden();
  await page.clock.fastForward(500);
  await expect(tool.getByRole('heading', { name: 'Did this help?' })).toBeVisible();

  await tool.getByRole('button', { name: 'Yes, it helped' }).click();
  await expect(tool.getByText(/Glad it helped/).first()).toBeVisible();
  await expect(page.getByText(guestNotice)).toBeVisible();
  expect(await guestXp(page)).toBe(10);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Breath loop' })).toBeVisible();
  expect(await guestXp(page)).toBe(10);
});

interface ToolRun {
  readonly linkName: string;
  readonly xp: number;
  /** The shortest meaningful path from Start to the finished screen. */
  readonly finish: (page: Page, tool: Locator) => Promise<void>;
  readonly finishedText: string | RegExp;
}

const toolRuns: ToolRun[] = [
  {
    linkName: 'Breath loop',
    xp: 10,
    finish: (page) => page.clock.fastForward('02:10'),
    finishedText: 'Did this help?',
  },
  {
    linkName: '5-4-3-2-1 grounding',
    xp: 10,
    finish: async (page, tool) => {
      for (let sense = 0; sense < 5; sense += 1) {
        await page.clock.fastForward('00:20');
        await tool.getByRole('button', { name: 'Next', exact: true }).click();
      }
    },
    finishedText: /You are here, in this moment/,
  },
  {
    linkName: 'Pomodoro technique',
    xp: 30,
    finish: (page) => page.clock.fastForward('25:00'),
    finishedText: 'Well done. Time for a short break.',
  },
  {
    linkName: 'Tense and release',
    xp: 15,
    finish: (page) => page.clock.fastForward('02:36'),
    finishedText: /All four groups done/,
  },
  {
    linkName: 'Brain dump',
    xp: 15,
    finish: async (page, tool) => {
      await tool.getByRole('textbox', { name: 'Your thoughts' }).fill('Email Sam. Buy milk.');
      await page.clock.fastForward('04:00');
    },
    finishedText: /Time's up/,
  },
  {
    linkName: 'Three good moments',
    xp: 15,
    finish: (page) => page.clock.fastForward('03:00'),
    finishedText: /Three good moments/,
  },
  {
    linkName: 'One-minute rule',
    xp: 10,
    // Done pays once at least half the minute went into the task.
    finish: async (page, tool) => {
      await page.clock.fastForward('00:30');
      await tool.getByRole('button', { name: 'Done', exact: true }).click();
    },
    finishedText: 'Done! One less thing on your mind.',
  },
  {
    linkName: 'Five-minute rule',
    xp: 20,
    finish: (page) => page.clock.fastForward('05:00'),
    finishedText: /Time is up/,
  },
  {
    linkName: 'Short dynamic break',
    xp: 15,
    finish: (page) => page.clock.fastForward('03:30'),
    finishedText: /Nice work/,
  },
  {
    linkName: 'Muscle stretching',
    xp: 20,
    finish: (page) => page.clock.fastForward('04:30'),
    finishedText: /All four stretches done/,
  },
  {
    linkName: 'S.T.O.P. technique',
    xp: 10,
    finish: (page) => page.clock.fastForward('01:00'),
    finishedText: 'Well done. Carry on with intention.',
  },
];

test('/techniques lists the twelve tools', async ({ page }) => {
  await page.goto('/techniques');
  const list = page.locator('[data-remote="mf_techniques"] ul');
  await expect(list.getByRole('link')).toHaveCount(12);
  for (const { linkName } of toolRuns) await expect(list.getByRole('link', { name: linkName })).toBeVisible();
});

for (const { linkName, xp, finish, finishedText } of toolRuns) {
  test(`${linkName}: opened from /techniques, run to completion, XP granted once`, async ({ page }) => {
    await page.clock.install();
    await page.goto('/techniques');
    await page.getByRole('link', { name: linkName }).click();
    const tool = page.getByRole('region', { name: linkName });
    await expect(tool.getByRole('button', { name: 'Start' })).toBeVisible();
    await holdTime(page);

    await tool.getByRole('button', { name: 'Start' }).click();
    await finish(page, tool);
    await expect(tool.getByRole('heading', { name: finishedText })).toBeVisible();
    await expect(page.getByText(guestNotice)).toBeVisible();
    expect(await guestXp(page)).toBe(xp);

    await page.clock.fastForward('10:00');
    expect(await guestXp(page)).toBe(xp);
  });
}

test('/techniques is in the main navigation and shows the tools as tiles, not a bullet list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Exercises', exact: true }).click();
  await expect(page).toHaveURL(/\/techniques$/);
  const list = page.getByRole('list', { name: 'Guided techniques' });
  await expect(list.getByRole('link')).toHaveCount(12);
  expect(await list.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');
  const tile = await list.getByRole('link', { name: 'Breath loop' }).evaluate((element) => ({
    border: getComputedStyle(element).borderTopStyle,
    underline: getComputedStyle(element).textDecorationLine,
    height: element.getBoundingClientRect().height,
  }));
  expect(tile).toMatchObject({ border: 'solid', underline: 'none' });
  expect(tile.height).toBeGreaterThanOrEqual(44);
});

test('QA can run a tool in the standalone techniques page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/remotes/mf_techniques/techniques');
  await expect(page.getByText('Standalone preview: mf_techniques')).toBeVisible();
  await page.getByRole('link', { name: 'One-minute rule' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward('00:30');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(guestNotice)).toBeVisible();
  expect(await guestXp(page)).toBe(10);
});

/** Where each tool is offered: a state that lists it (its entry there has the tool's own name). */
const offeredOn: Record<string, string> = {
  'Breath loop': 'anxiety',
  '5-4-3-2-1 grounding': 'anxiety',
  'Pomodoro technique': 'procrastination',
  'Tense and release': 'irritability',
  'Brain dump': 'overwhelm',
  'Three good moments': 'anxiety',
  'One-minute rule': 'procrastination',
  'Five-minute rule': 'procrastination',
  'Short dynamic break': 'hyperactivity',
  'Muscle stretching': 'irritability',
  'S.T.O.P. technique': 'overwhelm',
};

/** The tools whose first screen carries safety notes, which a card's tap shows before the first run. */
const safetyNotes: Record<string, RegExp> = {
  'Breath loop': /If you feel dizzy, stop and breathe normally/,
  'Short dynamic break': /march instead of jumping, or skip this break/,
  'Muscle stretching': /skip any stretch that does not feel right/,
};

for (const { linkName, xp, finish, finishedText } of toolRuns) {
  test(`${linkName}: opened from its recommendation entry, run to completion, XP granted once`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`/recommendations/${offeredOn[linkName]}`);
    const entry = page.getByRole('article', { name: linkName });
    await entry.getByRole('button', { name: 'Start the exercise' }).click();
    const tool = entry.locator('[data-remote="mf_techniques"]');
    const safetyNote = safetyNotes[linkName];
    if (safetyNote !== undefined) {
      // The first time on this device the safety notes come first, with Start under them.
      await expect(tool.getByText(safetyNote)).toBeVisible();
      await tool.getByRole('button', { name: 'Start', exact: true }).click();
    }
    // Otherwise one tap: the card's main button opens the tool and starts it.
    await expect(tool.getByRole('button', { name: 'Pause' })).toBeVisible();
    await holdTime(page);

    await finish(page, tool);
    await expect(tool.getByRole('heading', { name: finishedText })).toBeVisible();
    await expect(page.getByText(guestNotice)).toBeVisible();
    expect(await guestXp(page)).toBe(xp);

    await page.clock.fastForward('10:00');
    expect(await guestXp(page)).toBe(xp);
  });
}
