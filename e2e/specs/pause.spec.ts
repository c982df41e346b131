import { registerAccount, openSignedIn, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const english = {
  pause: 'Pause Premium',
  oneMonth: '1 month',
  confirm: (date: string) => `Pause until ${date}`,
  pausedUntil: (date: string) =>
    `Paused until ${date}: nothing is charged until then, and Premium comes back by itself that day.`,
  cancel: 'Cancel subscription',
  pauseInstead: /^Need a break rather than an end\?/,
  yesCancel: 'Yes, cancel',
  keep: 'Keep subscription',
  resume: 'Resume now',
  active: 'Premium is active.',
  readOnly: /^Your entries stay here to read\./,
  newEntry: 'New entry',
  statisticsLocked: 'Detailed statistics are part of Premium',
  statisticsTitle: 'Your statistics',
};
type Words = typeof english;

const russian: Words = {
  pause: 'Поставить Премиум на паузу',
  oneMonth: '1 месяц',
  confirm: (date) => `Пауза до ${date}`,
  pausedUntil: (date) => `Пауза до ${date}: до этого дня ничего не спишется, а потом Премиум вернётся сам.`,
  cancel: 'Отменить подписку',
  pauseInstead: /^Нужен перерыв, а не отмена\?/,
  yesCancel: 'Да, отменить',
  keep: 'Оставить подписку',
  resume: 'Возобновить сейчас',
  active: 'Премиум активен.',
  readOnly: /^Ваши записи остаются здесь, их можно читать\./,
  newEntry: 'Новая запись',
  statisticsLocked: 'Подробная статистика входит в Премиум',
  statisticsTitle: 'Ваша статистика',
};

/** The day a pause started now ends: the same day of the month, a month on, as billing counts it. */
function oneMonthOn(language: string): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + 1);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

for (const [language, words] of [
  ['en', english],
  ['ru', russian],
] as const) {
  test(`a subscriber pauses Premium for a month, still reads the journal, and resumes it now (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const account = await registerAccount(request, baseURL as string);
    await subscribeOnLocalCheckout(request, baseURL as string, account.token);
    const written = await request.post(`${baseURL}/api/journal`, {
      headers: { authorization: `Bearer ${account.token}` },
      data: { date: new Date().toISOString(), state: 'bad', text: 'A heavy Tuesday, written while premium' },
    });
    expect(written.status()).toBe(201);
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    await openSignedIn(page, account.token, '/profile');

    // Cancelling is one step away, and its dialog says a pause exists without taking its place.
    await page.getByRole('button', { name: words.cancel }).click();
    const cancelDialog = page.getByRole('dialog');
    await expect(cancelDialog.getByText(words.pauseInstead)).toBeVisible();
    await expect(cancelDialog.getByRole('button', { name: words.yesCancel })).toBeVisible();
    await cancelDialog.getByRole('button', { name: words.keep }).click();

    await page.getByRole('button', { name: words.pause }).click();
    const pauseDialog = page.getByRole('dialog');
    await expect(pauseDialog.getByRole('radio', { name: words.oneMonth })).toBeChecked();
    const resumesOn = oneMonthOn(language);
    await pauseDialog.getByRole('button', { name: words.confirm(resumesOn) }).click();
    await expect(page.getByText(words.pausedUntil(resumesOn))).toBeVisible();
    await expect(page.getByRole('button', { name: words.cancel })).toBeVisible();

    // While paused: the journal stays readable, writing in it (a Premium feature) is locked.
    await page.goto('/journal');
    await expect(page.getByText('A heavy Tuesday, written while premium')).toBeVisible();
    await expect(page.getByText(words.readOnly)).toBeVisible();
    await expect(page.getByRole('button', { name: words.newEntry })).toHaveCount(0);
    await page.goto('/statistics');
    await expect(page.getByRole('heading', { name: words.statisticsTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(words.statisticsLocked)).toHaveCount(0);

    await page.goto('/profile');
    await page.getByRole('button', { name: words.resume }).click();
    await expect(page.getByText(words.active)).toBeVisible();
    await page.goto('/journal');
    await expect(page.getByRole('button', { name: words.newEntry })).toBeVisible();
  });
}
