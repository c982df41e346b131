import { readFile } from 'node:fs/promises';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';

interface Words {
  openSummary: string;
  title: string;
  last90: string;
  chooseDates: string;
  from: string;
  to: string;
  checkIns: string;
  journalSection: string;
  periodInvalid: string;
  show: string;
  download: string;
  print: string;
  back: string;
  note: string;
  downloaded: string;
}

const english: Words = {
  openSummary: 'Summary for my clinician',
  title: 'Summary for my clinician',
  last90: 'Last 90 days',
  chooseDates: 'Choose dates',
  from: 'From',
  to: 'To',
  checkIns: 'Check-ins before and after exercises',
  journalSection: 'Journal entries I chose to share',
  periodInvalid: 'Please pick two dates',
  show: 'Show the print version',
  download: 'Download PDF',
  print: 'Print',
  back: 'Back to the choices',
  note: 'It is not a diagnosis and not a measure of symptoms.',
  downloaded: 'The PDF is in your downloads.',
};

const russian: Words = {
  openSummary: 'Сводка для специалиста',
  title: 'Сводка для специалиста',
  last90: 'Последние 90 дней',
  chooseDates: 'Выбрать даты',
  from: 'С',
  to: 'По',
  checkIns: 'Самочувствие до и после упражнений',
  journalSection: 'Записи из дневника, выбранные для сводки',
  periodInvalid: 'Выберите две даты',
  show: 'Открыть версию для печати',
  download: 'Скачать PDF',
  print: 'Распечатать',
  back: 'Вернуться к выбору',
  note: 'Это не диагноз и не измерение симптомов.',
  downloaded: 'PDF сохранён в загрузках.',
};

for (const [language, words] of [
  ['en', english],
  ['ru', russian],
] as const) {
  test(`a Premium user picks a period, sections and one journal entry, opens the print version and downloads the PDF (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await registerAccount(request, baseURL as string);
    await subscribeOnLocalCheckout(request, baseURL as string, account.token);
    const headers = { authorization: `Bearer ${account.token}` };
    const write = (text: string, minutesAgo: number) =>
      request.post(`${baseURL}/api/journal`, {
        headers,
        data: { date: new Date(Date.now() - minutesAgo * 60_000).toISOString(), state: 'anxiety', text },
      });
    const shared =
      language === 'ru' ? 'Утро было тревожным, дыхание помогло' : 'A tense morning; breathing helped';
    expect((await write(shared, 60)).status()).toBe(201);
    expect((await write('Kept to myself', 30)).status()).toBe(201);
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    await openSignedIn(page, account.token, '/statistics');

    await page.getByRole('link', { name: words.openSummary }).click();
    await expect(page).toHaveURL(/\/clinician-summary$/);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();

    // Two dates the wrong way round: a calm message, nothing made.
    await page.getByRole('radio', { name: words.chooseDates }).check();
    await page.getByLabel(words.from, { exact: true }).fill('2026-03-10');
    await page.getByLabel(words.to, { exact: true }).fill('2026-03-01');
    await expect(page.getByRole('alert')).toContainText(words.periodInvalid);
    await page.getByRole('button', { name: words.show }).click();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByTestId('clinician-summary')).toHaveCount(0);

    await page.getByRole('radio', { name: words.last90 }).check();
    await page.getByRole('checkbox', { name: words.checkIns }).uncheck();
    const entries = page.getByRole('checkbox', { name: new RegExp(shared.slice(0, 12)) });
    await expect(entries).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Kept to myself/ })).not.toBeChecked();
    await entries.check();

    await page.getByRole('button', { name: words.show }).click();
    const document = page.getByTestId('clinician-summary');
    await expect(document).toContainText(words.note);
    await expect(document).toContainText(shared);
    await expect(document).not.toContainText('Kept to myself');
    await expect(document.getByRole('heading', { name: words.checkIns })).toHaveCount(0);
    await expect(document.getByRole('heading', { name: words.journalSection })).toBeVisible();
    await expect(page.getByRole('button', { name: words.print })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: words.print })).toBeHidden();
    await expect(document).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: words.back }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: words.download }).click();
    const download = await downloading;
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(5_000);
    expect(file.length).toBeLessThan(300_000);
    await expect(page.getByText(words.downloaded)).toBeVisible();
  });
}
