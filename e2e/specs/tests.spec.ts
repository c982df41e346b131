import type { Browser, Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const questionCount = 17;

/** Opens pages in Russian, as a user who chose it earlier (the choice lives in localStorage). */
async function preferRussian(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', JSON.stringify('ru')));
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test.describe('the ADHD self-reflection test', () => {
  test('a guest reads what the test is and is asked to log in', async ({ page }) => {
    await page.goto('/adhd-test');
    const area = page.locator('[data-remote="mf_tests"]');
    await expect(area.getByRole('heading', { name: 'ADHD self-reflection test' })).toBeVisible();
    await expect(area.getByText(/Only a qualified professional can diagnose ADHD/)).toBeVisible();
    const crisis = area.getByRole('region', { name: 'If you are in crisis' });
    await expect(crisis).toContainText('check your local');
    // On a desktop the crisis help spans the column like the notice above it, not a narrower box.
    const widths = await crisis.evaluate((element) => ({
      crisis: element.getBoundingClientRect().width,
      column: element.parentElement?.getBoundingClientRect().width,
      notice: element.previousElementSibling?.getBoundingClientRect().width,
    }));
    expect(widths.crisis).toBeGreaterThan(800);
    expect(widths.crisis).toBe(widths.column);
    expect(widths.crisis).toBe(widths.notice);
    await expect(area.getByText('You need to be logged in to take the test')).toBeVisible();
    await expect(area.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(area.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(area.getByRole('radiogroup')).toHaveCount(0);
  });

  test('a guest is asked to log in in Russian too', async ({ page }) => {
    await preferRussian(page);
    await page.goto('/adhd-test');
    await expect(page.getByText('Чтобы пройти тест, нужно войти в аккаунт')).toBeVisible();
    await expect(page.getByText(/Это тест для самонаблюдения, а не диагноз/)).toBeVisible();
  });

  test('a signed-in user takes the test by keyboard and shares the result', async ({
    page,
    browser,
    baseURL,
    context,
    request,
  }) => {
    const account = await registerAccount(request, baseURL ?? '');
    await openSignedIn(page, account.token, '/adhd-test');
    await expect(page.getByText(`Question 1 of ${questionCount}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByRole('radio', { name: 'Never' }).focus();
    for (let question = 1; question <= questionCount; question += 1) {
      await expect(page.getByText(`Question ${question} of ${questionCount}`)).toBeVisible();
      // Down chooses the next answer, "Rarely" (no points); Right moves on once the question is answered.
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Rarely' })).toHaveAttribute('aria-checked', 'true');
      if (question < questionCount) await page.keyboard.press('ArrowRight');
      if (question === 5) {
        // Mid-test reload: the answers and the place are kept.
        await page.reload();
        await expect(page.getByText(`Question 6 of ${questionCount}`)).toBeVisible();
        await expect(page.getByText(/Your answers so far are kept/)).toBeVisible();
        await page.getByRole('radio', { name: 'Never' }).focus();
      }
    }
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(`Question 16 of ${questionCount}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Rarely' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');

    const submit = page.getByRole('button', { name: 'Submit' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');

    // "Rarely" to every item is the lowest range: a trait that rarely shows is part of everyone's life.
    await expect(page).toHaveURL(/\/adhd-test\/result\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByText('Score: 0 of 51')).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Score 0 on a scale from 0 .* to 51 .*“Few of these traits”/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Few of these traits' })).toBeVisible();
    await expect(
      page.getByText(/This is a self-reflection, not a diagnosis and not a validated screening/),
    ).toBeVisible();
    await expect(page.getByText('How often the traits show: 0 of 39')).toBeVisible();
    await expect(page.getByText('How much they affect daily life: 0 of 12')).toBeVisible();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share result' }).click();
    await expect(page.getByText('Link copied. Paste it wherever you want to share it.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());

    const stranger = await freshPage(browser, baseURL);
    await stranger.page.goto(link);
    await expect(stranger.page.getByText('Score: 0 of 51')).toBeVisible();
    await expect(stranger.page.getByText(/^These answers show few/)).toBeVisible();
    await expect(stranger.page.getByRole('heading', { name: 'Few of these traits' })).toBeVisible();
    await expect(stranger.page.getByRole('link', { name: 'Take the test' })).toHaveAttribute(
      'href',
      '/adhd-test',
    );
    await expect(stranger.page.getByText(account.user.name)).toHaveCount(0);
    await stranger.context.close();

    const russianReader = await freshPage(browser, baseURL);
    await preferRussian(russianReader.page);
    await russianReader.page.goto(link);
    await expect(russianReader.page.getByText('Баллы: 0 из 51')).toBeVisible();
    await expect(russianReader.page.getByRole('heading', { name: 'Таких черт немного' })).toBeVisible();
    await expect(russianReader.page.getByText(/Диагностировать СДВГ может только/)).toBeVisible();
    await expect(russianReader.page.getByText(/^В этих ответах немного/)).toBeVisible();

    // The owner stops sharing, once asked: the link shows only "not found" to anyone else, the owner still sees it.
    await expect(
      page.getByText(/Anyone with the link can see this result until you stop sharing/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(
      page.getByText('Stop sharing this result? People with the link will no longer see it.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByText(/You stopped sharing this result/)).toBeVisible();
    await russianReader.page.reload();
    await expect(russianReader.page.getByRole('heading', { level: 1 })).toHaveText(
      'Результат теста не найден',
    );
    await expect(
      russianReader.page.getByText('Результат самонаблюдения, которым с вами поделились'),
    ).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Score: 0 of 51')).toBeVisible();

    // Sharing again opens the same link for everyone once more.
    await page.getByRole('button', { name: 'Share again' }).click();
    await expect(page.getByRole('button', { name: 'Share result' })).toBeVisible();
    await russianReader.page.reload();
    await expect(russianReader.page.getByText('Баллы: 0 из 51')).toBeVisible();
    await russianReader.context.close();
  });

  test('an unknown result link says the result was not found', async ({ page }) => {
    await page.goto('/adhd-test/result/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test result not found');
    await expect(page.getByRole('link', { name: 'Take the test' })).toBeVisible();
  });
});

test.describe('the short test', () => {
  async function answer(page: Page, choice: string, next: string) {
    await page.getByRole('radio', { name: choice }).click();
    await page.getByRole('button', { name: next }).click();
  }

  test('a clear answer leads a guest to that state’s recommendations', async ({ page }) => {
    await page.goto('/short-test');
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await answer(page, 'Things and people getting on my nerves', 'Next');
    await answer(page, 'Clenched — jaw, fists or shoulders', 'Next');
    await answer(page, 'I get annoyed that I have to do it at all', 'Next');
    await answer(page, 'Worry that I’ll let them down', 'Next');
    await answer(page, 'Finally getting started on something', 'Show my result');

    await expect(page.getByText('Your answers point to: Irritability')).toBeVisible();
    await expect(page.getByRole('region', { name: 'If you are in crisis' })).toBeVisible();
    await page.getByRole('link', { name: 'See what helps' }).click();
    await expect(page).toHaveURL(/\/recommendations\/irritability$/);
    await expect(page.locator('[data-remote="mf_recommendations"]')).toBeVisible();
  });

  test('a tie asks the tiebreaker, in Russian, offering only the tied states, and its answer decides', async ({
    page,
  }) => {
    await preferRussian(page);
    await page.goto('/short-test');
    await expect(page.getByText('Вопрос 1 из 5')).toBeVisible();
    await answer(page, 'Тревога о том, что может пойти не так', 'Далее');
    await answer(page, 'Опустошённость, будто села батарейка', 'Далее');
    await answer(page, 'Снова и снова представляю, как всё может пойти плохо', 'Далее');
    await answer(page, 'Это последняя капля — больше я ничего не вытяну', 'Далее');
    await answer(page, 'Выплеснуть лишнюю энергию', 'Показать результат');

    await expect(page.getByText(/Тревога и Перегрузка/)).toBeVisible();
    const tieBreaker = page.getByRole('radiogroup', {
      name: 'Что из этого ближе всего к тому, как вы себя чувствуете прямо сейчас?',
    });
    await expect(tieBreaker.getByRole('radio')).toHaveCount(2);
    await expect(tieBreaker.getByRole('radio', { name: 'Тревожно и неспокойно' })).toBeVisible();
    await answer(page, 'Навалилось слишком много всего сразу', 'Показать результат');

    await expect(page.getByText('Ваши ответы указывают на состояние: Перегрузка')).toBeVisible();
    await page.getByRole('link', { name: 'Посмотреть, что поможет' }).click();
    await expect(page).toHaveURL(/\/recommendations\/overwhelm$/);
    await expect(page.locator('[data-remote="mf_recommendations"]')).toBeVisible();
  });
});
