import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';

interface Words {
  title: string;
  notAdvice: RegExp;
  name: string;
  doseNote: string;
  add: string;
  medication: string;
  note: string;
  taken: string;
  takenEntry: RegExp;
  wearingOff: string;
  wearingOffEntry: RegExp;
  statisticsSection: string;
  hoursColumn: string;
  firstGroup: string;
  showTable: string;
  goodRow: string;
  delete: string;
  confirmDelete: string;
  empty: string;
}

const english: Words = {
  title: 'Medication log',
  notAdvice: /This is your personal log, not medical advice/,
  name: 'Name',
  doseNote: 'Dose as prescribed (optional, in your words)',
  add: 'Add',
  medication: 'Methylphenidate',
  note: '10 mg in the morning',
  taken: 'Taken',
  takenEntry: /^Taken /,
  wearingOff: 'Wearing off',
  wearingOffEntry: /^Wearing off /,
  statisticsSection: 'Hours after a dose',
  hoursColumn: 'After the dose',
  firstGroup: '0–2 h',
  showTable: 'Show as a table',
  goodRow: 'Good: 1 time',
  delete: 'Delete',
  confirmDelete: 'Yes, delete',
  empty: 'No medications yet. Add one above to start your log.',
};

const russian: Words = {
  title: 'Журнал приёма лекарств',
  notAdvice: /Это ваш личный журнал, а не медицинская рекомендация/,
  name: 'Название',
  doseNote: 'Доза по назначению (по желанию, своими словами)',
  add: 'Добавить',
  medication: 'Метилфенидат',
  note: '10 мг утром',
  taken: 'Принято',
  takenEntry: /^Принято: /,
  wearingOff: 'Действие проходит',
  wearingOffEntry: /^Действие проходит: /,
  statisticsSection: 'Часы после приёма лекарства',
  hoursColumn: 'После приёма',
  firstGroup: '0–2 ч',
  showTable: 'Показать таблицей',
  goodRow: 'Хорошо: 1 раз',
  delete: 'Удалить',
  confirmDelete: 'Да, удалить',
  empty: 'Лекарств пока нет. Добавьте первое выше, чтобы начать журнал.',
};

for (const [language, words] of [
  ['en', english],
  ['ru', russian],
] as const) {
  test(`a user adds a medication, marks it taken and wearing off, sees it in statistics, and deletes it (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await registerAccount(request, baseURL as string);
    await subscribeOnLocalCheckout(request, baseURL as string, account.token);
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    await openSignedIn(page, account.token, '/medications');
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await expect(page.getByText(words.notAdvice)).toBeVisible();

    await page.getByLabel(words.name, { exact: true }).fill(words.medication);
    await page.getByLabel(words.doseNote).fill(words.note);
    await page.getByRole('button', { name: words.add, exact: true }).click();
    const card = page.getByRole('region', { name: words.medication });
    await expect(card.getByText(words.note)).toBeVisible();

    await card.getByRole('button', { name: `${words.medication}: ${words.taken}` }).click();
    await expect(page.getByText(words.takenEntry)).toBeVisible();
    await page.getByRole('button', { name: words.wearingOff, exact: true }).click();
    await expect(page.getByText(words.wearingOffEntry)).toBeVisible();

    // A journal entry right after the dose lands in the first group of hours.
    const entry = await request.post(`${baseURL}/api/journal`, {
      headers: { authorization: `Bearer ${account.token}` },
      data: { date: new Date().toISOString(), state: 'good' },
    });
    expect(entry.status()).toBe(201);
    await page.goto('/statistics');
    const section = page.getByRole('region', { name: words.statisticsSection });
    await expect(section).toBeVisible();
    await section.getByText(words.showTable).click();
    const table = section.getByRole('table');
    await expect(table.getByRole('columnheader', { name: words.hoursColumn })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: words.firstGroup })).toContainText(words.goodRow);

    await page.goto('/medications');
    await page.getByRole('button', { name: `${words.medication}: ${words.delete}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirmDelete }).click();
    await expect(page.getByText(words.empty)).toBeVisible();
  });
}
