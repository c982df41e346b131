import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const texts = {
  en: {
    mood: 'Procrastination',
    tool: 'From stuck to started',
    start: 'Start the exercise',
    task: 'What can’t you start?',
    typed: 'email my landlord',
    firstStep: 'Open the email, or a new message.',
    secondStep: 'Write only the subject line.',
    startFirst: 'Start the first step',
    moveUp: 'Move step 2 up',
    backToList: 'Back to my steps',
  },
  ru: {
    mood: 'Прокрастинация',
    tool: 'От ступора к началу',
    start: 'Начать упражнение',
    task: 'За что никак не получается взяться?',
    typed: 'написать письмо арендодателю',
    firstStep: 'Откройте письмо или новое сообщение.',
    secondStep: 'Напишите только тему.',
    startFirst: 'Начать первый шаг',
    moveUp: 'Поднять шаг 2',
    backToList: 'Вернуться к шагам',
  },
} as const;

const stepValues = (tool: Locator) =>
  tool
    .getByRole('list')
    .getByRole('textbox')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

const useLanguage = (page: Page, language: 'en' | 'ru') =>
  page.addInitScript((stored) => window.localStorage.setItem('language', JSON.stringify(stored)), language);

for (const language of ['en', 'ru'] as const) {
  const t = texts[language];

  test(`${language}: three taps from the home page to a running first step, and the list survives a reload`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/');
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };

    await tap(page.getByRole('main').getByRole('link', { name: t.mood, exact: true }));
    const card = page.getByRole('article', { name: t.tool });
    await tap(card.getByRole('button', { name: t.start }));
    const tool = card.getByRole('region', { name: t.tool });
    // Typing is not a tap: the steps appear as the task is written.
    await tool.getByRole('textbox', { name: t.task }).fill(t.typed);
    await expect(tool.getByRole('list').getByRole('textbox').first()).toHaveValue(t.firstStep);
    await tap(tool.getByRole('button', { name: t.startFirst }));

    const step = page.getByRole('region', { name: t.firstStep });
    await expect(step.getByRole('timer')).toBeVisible();
    expect(taps).toBe(3);

    // On the tool's own page the running step is still under way; the list is one tap back.
    await page.goto('/techniques/stuckToStarted');
    await expect(page.getByRole('region', { name: t.firstStep }).getByRole('timer')).toBeVisible();
    await page.getByRole('button', { name: t.backToList }).click();
    const ownPage = page.getByRole('region', { name: t.tool });
    await expect(ownPage.getByRole('textbox', { name: t.task })).toHaveValue(t.typed);
    await ownPage.getByRole('button', { name: t.moveUp }).click();
    await page.reload();
    const reloaded = page.getByRole('region', { name: t.tool });
    await expect(reloaded.getByRole('textbox', { name: t.task })).toHaveValue(t.typed);
    expect((await stepValues(reloaded)).slice(0, 2)).toEqual([t.secondStep, t.firstStep]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every suggested step is shown in full: the fields wrap and grow, never scroll sideways', async ({
    page,
  }) => {
    await page.goto('/techniques/stuckToStarted');
    const tool = page.getByRole('region', { name: texts.en.tool });
    await tool
      .getByRole('textbox', { name: texts.en.task })
      .fill('write the quarterly report for my manager');
    const fields = tool.getByRole('list').getByRole('textbox');
    await expect(fields.first()).not.toHaveValue('');
    const sizes = await fields.evaluateAll((all) =>
      all.map((field) => ({
        tag: field.tagName,
        cut: field.scrollWidth > field.clientWidth || field.scrollHeight > field.clientHeight,
        right: field.getBoundingClientRect().right,
      })),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const size of sizes) {
      expect(size).toEqual({ tag: 'TEXTAREA', cut: false, right: expect.any(Number) });
      expect(size.right).toBeLessThanOrEqual(390);
    }
  });

  test('a reload during a step brings the running step back, titled with it', async ({ page }) => {
    await page.goto('/techniques/stuckToStarted');
    const tool = page.getByRole('region', { name: texts.en.tool });
    await tool.getByRole('textbox', { name: texts.en.task }).fill(texts.en.typed);
    await tool.getByRole('button', { name: texts.en.startFirst }).click();
    const step = page.getByRole('region', { name: texts.en.firstStep });
    await expect(step.getByRole('heading', { name: texts.en.firstStep })).toBeVisible();
    await page.reload();
    await expect(step.getByRole('timer')).toBeVisible();
    await expect(step.getByRole('heading', { name: texts.en.firstStep })).toBeVisible();
  });
});
