import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

interface Words {
  crisisTitle: string;
  openPlan: string;
  title: string;
  warningSigns: string;
  askForHelp: string;
  addLine: string;
  save: string;
  print: string;
  warningSign: string;
  person: string;
}

const english: Words = {
  crisisTitle: 'If you are in crisis',
  openPlan: 'Open my safety plan',
  title: 'My safety plan',
  warningSigns: 'Signs that a hard time may be starting',
  askForHelp: 'People I can ask for help',
  addLine: 'Add a line',
  save: 'Save the plan',
  print: 'Print',
  warningSign: 'I stop answering messages',
  person: 'Anna — +7 900 123-45-67',
};

const russian: Words = {
  crisisTitle: 'Если нужна срочная помощь',
  openPlan: 'Открыть мой план безопасности',
  title: 'Мой план безопасности',
  warningSigns: 'Признаки того, что начинается трудное время',
  askForHelp: 'Люди, которых я могу попросить о помощи',
  addLine: 'Добавить строку',
  save: 'Сохранить план',
  print: 'Распечатать',
  warningSign: 'Перестаю отвечать на сообщения',
  person: 'Анна — +7 900 123-45-67',
};

async function fillLine(page: Page, words: Words, part: string, text: string) {
  await page.getByRole('button', { name: `${part}: ${words.addLine}` }).click();
  await page.getByRole('textbox', { name: `${part}, ${words === english ? 'line' : 'строка'} 1` }).fill(text);
}

for (const [language, words] of [
  ['en', english],
  ['ru', russian],
] as const) {
  test(`a signed-in user opens the safety plan from a crisis block, fills two parts, and finds them after a reload (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await registerAccount(request, baseURL as string);
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    await openSignedIn(page, account.token, '/recommendations/anxiety');

    await page
      .getByRole('region', { name: words.crisisTitle })
      .getByRole('link', { name: words.openPlan })
      .click();
    await expect(page).toHaveURL(/\/safety-plan$/);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();

    await fillLine(page, words, words.warningSigns, words.warningSign);
    await fillLine(page, words, words.askForHelp, words.person);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/safety-plan') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: words.save }).click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(page.getByRole('group', { name: words.warningSigns }).getByRole('textbox')).toHaveValue(
      words.warningSign,
    );
    await expect(page.getByRole('group', { name: words.askForHelp }).getByRole('textbox')).toHaveValue(
      words.person,
    );
    await expect(page.getByRole('button', { name: words.print })).toBeVisible();

    // On paper: the plan and the emergency numbers, not the form, the header or the footer.
    await page.emulateMedia({ media: 'print' });
    const paper = page.getByTestId('printable-plan');
    await expect(paper).toBeVisible();
    await expect(paper).toContainText(words.person);
    await expect(paper).toContainText('112');
    await expect(page.getByRole('button', { name: words.save })).toBeHidden();
  });
}
