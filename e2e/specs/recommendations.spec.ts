import type { Page } from '@playwright/test';
import { moods, type Language, type Mood } from '@steady/contracts';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { lockedGroupButton, openLockedTechniques } from '../support/state-page';

const moodNames = {
  anxiety: 'Anxiety',
  procrastination: 'Procrastination',
  irritability: 'Irritability',
  hyperactivity: 'Hyperactivity',
  overwhelm: 'Overwhelm',
} as const;

/** A message id on screen (e.g. "technique.markDone") means its translation is missing. */
const rawMessageId = /\b(home|mood|load|xp|techniques?|likes?|liked|tool|promo|shopping)\.[a-z][A-Za-z.]*\b/;

const techniqueList = (page: Page, name = 'Techniques') => page.getByRole('list', { name });
const tipText = (page: Page) => page.getByRole('region', { name: 'Try this right now' }).locator('p');

test('a guest picks each state and sees a tip and its techniques', async ({ page }) => {
  for (const mood of moods) {
    await page.goto('/');
    await page.getByRole('link', { name: moodNames[mood], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/recommendations/${mood}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(moodNames[mood]);
    await expect(tipText(page)).not.toBeEmpty();
    expect(await techniqueList(page).getByRole('article').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText(/free techniques and \d+ premium\./)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userState') ?? '{}').currentMood)).toBe(
      mood,
    );
  }

  const firstTip = await tipText(page).textContent();
  await page.getByRole('button', { name: 'Another tip' }).click();
  await expect(tipText(page)).not.toHaveText(firstTip ?? '');
});

test('anxiety, overwhelm and irritability pages offer crisis help, away from the premium card; other states do not', async ({
  page,
}) => {
  for (const mood of moods) {
    await page.goto(`/recommendations/${mood}`);
    await expect(techniqueList(page).getByRole('article').first()).toBeVisible();
    const crisis = page.getByRole('region', { name: 'If you are in crisis' });
    if (mood !== 'anxiety' && mood !== 'overwhelm' && mood !== 'irritability') {
      await expect(crisis).toHaveCount(0);
      continue;
    }
    await expect(crisis).toContainText('112 in Russia and across Europe, 911 or 988 in the US');
    // Its neighbours on the page are the tip and the calming audio, never the premium card.
    const neighbours = await crisis.evaluate((element) =>
      [element.previousElementSibling, element.nextElementSibling].map(
        (sibling) => sibling?.textContent ?? '',
      ),
    );
    expect(neighbours.join(' ')).not.toContain('Want more ways to feel steady?');
  }
});

test('the unknown tile leads to the short test', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "I don't know what's wrong with me" }).click();
  await expect(page).toHaveURL(/\/short-test$/);
  await expect(page.locator('[data-remote="mf_tests"]')).toBeVisible();
});

test("a guest's like asks them to log in", async ({ page }) => {
  await page.goto('/recommendations/anxiety');
  await page.getByRole('button', { name: 'Like Breath loop' }).click();
  await expect(page.getByText('Log in to save techniques')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like Breath loop' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('an interactive technique opens its tool from mf-techniques in place', async ({ page }) => {
  await page.goto('/recommendations/anxiety');
  const breathLoop = page.getByRole('article', { name: 'Breath loop' });
  await breathLoop.getByRole('button', { name: 'Start the exercise' }).click();
  await expect(breathLoop.locator('[data-remote="mf_techniques"]')).toBeVisible();
  await expect(breathLoop.getByText('This exercise is not available right now.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/recommendations\/anxiety$/);
});

test('the premium techniques a guest cannot open stay folded until asked for', async ({ page }) => {
  await page.goto('/recommendations/anxiety');
  const toggle = lockedGroupButton(page);
  const lockedCard = page.getByRole('article', { name: 'Box breathing', includeHidden: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(lockedCard).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(lockedCard).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(lockedCard).toBeHidden();
});

test('a locked technique sends a guest to register', async ({ page }) => {
  await page.goto('/recommendations/overwhelm');
  await expect(page.getByText(/The steps of \d+ premium techniques are hidden\./)).toBeVisible();
  await openLockedTechniques(page);
  await page
    .getByRole('link', { name: /^Sign up to unlock/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a signed-in user likes, unlikes, sees the liked list, completes a technique and gains XP', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL!);
  await openSignedIn(page, account.token, '/recommendations/anxiety');

  const xpBar = page.getByRole('progressbar', { name: 'XP towards the next level' });
  await expect(xpBar).toHaveAttribute('aria-valuetext', '0 / 100 XP');

  const likeBreathLoop = page.getByRole('button', { name: 'Like Breath loop' });
  const likeSigh = page.getByRole('button', { name: 'Like Double-inhale sigh' });
  await likeBreathLoop.click();
  await expect(likeBreathLoop).toHaveAttribute('aria-pressed', 'true');
  await likeSigh.click();
  await expect(likeSigh).toHaveAttribute('aria-pressed', 'true');
  await likeBreathLoop.click();
  await expect(likeBreathLoop).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/liked');
  await expect(page.getByRole('heading', { name: 'Double-inhale sigh' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Breath loop' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Like Double-inhale sigh' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/recommendations/anxiety');
  const sigh = page.getByRole('article', { name: 'Double-inhale sigh' });
  await sigh.getByRole('button', { name: 'Show steps' }).click();
  await expect(
    sigh.getByRole('list', { name: 'Steps of Double-inhale sigh' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await sigh.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('+10 XP! completed: Double-inhale sigh')).toBeVisible();
  await expect(sigh.getByText('Done. Well done for taking this moment.')).toBeVisible();
  await expect(xpBar).toHaveAttribute('aria-valuetext', '10 / 100 XP');

  await openLockedTechniques(page);
  await page
    .getByRole('link', { name: /^Unlock with Premium/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/premium$/);
});

async function expectTranslatedPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.locator('[data-remote="mf_recommendations"] h1')).toHaveText(heading);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await page.locator('[data-remote="mf_recommendations"]').innerText()).not.toMatch(rawMessageId);
}

/** What each page is called in each language; `techniques` names the state page's technique list. */
interface PageNames {
  home: string;
  liked: string;
  shopping: string;
  techniques: string;
  moods: Record<Mood, string>;
}

const pageHeadings: Record<Language, PageNames> = {
  en: {
    home: 'How do you feel right now?',
    liked: 'Liked techniques',
    shopping: 'Supplement shopping list',
    techniques: 'Techniques',
    moods: moodNames,
  },
  ru: {
    home: 'Как вы себя чувствуете прямо сейчас?',
    liked: 'Понравившиеся техники',
    shopping: 'Список добавок',
    techniques: 'Техники',
    moods: {
      anxiety: 'Тревога',
      procrastination: 'Прокрастинация',
      irritability: 'Раздражительность',
      hyperactivity: 'Гиперактивность',
      overwhelm: 'Перегрузка',
    },
  },
};

for (const language of ['en', 'ru'] as const) {
  test(`every page renders in ${language} with no missing message, for guests and signed-in users`, async ({
    page,
    request,
    baseURL,
  }) => {
    const headings = pageHeadings[language];
    await page.addInitScript((stored) => localStorage.setItem('language', JSON.stringify(stored)), language);

    await expectTranslatedPage(page, '/', headings.home);
    await expectTranslatedPage(page, '/shopping-list', headings.shopping);
    await expectTranslatedPage(page, '/liked', headings.liked);
    for (const mood of moods) {
      await expectTranslatedPage(page, `/recommendations/${mood}`, headings.moods[mood]);
    }
    // The parts that appear on request: steps, a guest's like, the tool slot.
    const firstEntry = techniqueList(page, headings.techniques).getByRole('article').first();
    await firstEntry
      .getByRole('button', { name: language === 'en' ? 'Show steps' : 'Показать шаги' })
      .click();
    await firstEntry.getByRole('button', { name: /^(Like|Нравится:) / }).click();
    await firstEntry
      .getByRole('button', { name: language === 'en' ? 'Start the exercise' : 'Начать упражнение' })
      .click();
    await expect(firstEntry.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await firstEntry.innerText()).not.toMatch(rawMessageId);

    const account = await registerAccount(request, baseURL!);
    await openSignedIn(page, account.token, '/liked');
    await expect(page.locator('[data-remote="mf_recommendations"] h1')).toHaveText(headings.liked);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectTranslatedPage(page, '/recommendations/anxiety', headings.moods.anxiety);
    // The XP bar; the tool started above is still running on its card, with a bar of its own.
    await expect(page.getByRole('progressbar').first()).toBeVisible();
  });
}

test('on a phone a state page offers one Start and the tip on its first screen, and that Start opens the suggested tool', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/recommendations/anxiety');
  const startNow = page.getByRole('button', { name: 'Start now' });
  await expect(startNow).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Try this right now' })).toBeInViewport();
  await expect(page.getByText(/^Quickest start: /)).toBeInViewport();

  await startNow.click();
  const tool = page.locator('[data-technique-tool]');
  await expect(tool).toHaveCount(1);
  await expect(tool).toBeInViewport();
  await expect(tool).toBeFocused();
});

/**
 * Before the fold a 390 px state page ran 11,421 px (EN) and 12,234 px (RU) with every card at full height;
 * folded it is about 6,000 and 6,400. 8,000 leaves room for a few more techniques but not for full cards.
 */
const foldedPhonePageMaxHeight = 8_000;

const phoneFold = {
  en: {
    details: 'Details and steps',
    audio: 'Calming audio',
    register: 'Register to listen',
    locked: 'Sign up',
  },
  ru: {
    details: 'Описание и шаги',
    audio: 'Успокаивающее аудио',
    register: 'Зарегистрироваться и слушать',
    locked: 'Регистрация',
  },
} as const;

for (const language of ['en', 'ru'] as const) {
  test(`on a phone (${language}) a state page folds its details behind labelled toggles that open on tap, and locked cards are one line`, async ({
    page,
  }) => {
    const labels = phoneFold[language];
    await page.addInitScript((stored) => localStorage.setItem('language', JSON.stringify(stored)), language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/recommendations/anxiety');
    const firstEntry = page.locator('article[id^="technique-"]').first();
    await expect(firstEntry).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
      foldedPhonePageMaxHeight,
    );

    const details = firstEntry.getByRole('button', { name: labels.details });
    const description = firstEntry.locator('[id] p').first();
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(description).toBeHidden();
    await details.click();
    await expect(firstEntry.getByRole('button', { expanded: true })).toBeVisible();
    await expect(description).toBeVisible();

    const audio = page.getByRole('button', { name: labels.audio, exact: true });
    await expect(audio).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: labels.register })).toBeHidden();
    await audio.click();
    await expect(audio).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: labels.register })).toBeVisible();

    await openLockedTechniques(page, language);
    const locked = page.getByRole('article').filter({ has: page.getByRole('link', { name: labels.locked }) });
    const firstLocked = locked.first();
    await firstLocked.scrollIntoViewIfNeeded();
    const box = await firstLocked.boundingBox();
    // One line of name, lock and link: well under a full card (~190 px with its description and buttons).
    expect(box?.height).toBeLessThan(100);
  });
}
