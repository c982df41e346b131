import type { BrowserContext, Page } from '@playwright/test';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect as baseExpect, test } from '../support/fixtures';
import {
  clickShownNotification,
  controlledByServiceWorker,
  pushToServiceWorker,
} from '../support/service-worker';

// Each write reloads the list through the gateway; on a busy shared machine that can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a premium user asks a reminder to nudge again if unanswered, in English and in Russian', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request, baseURL ?? '', 'Gentle Repeats');
  await subscribeOnLocalCheckout(request, baseURL ?? '', account.token);
  await openSignedIn(page, account.token, '/profile');

  const section = page.getByRole('region', { name: 'Reminders' });
  await section.getByRole('button', { name: 'Add a reminder' }).click();
  const form = section.getByRole('form', { name: 'New reminder' });
  await form.getByLabel('Time', { exact: true }).fill('18:00');
  // Off until the user asks: one nudge is enough by default.
  await expect(form.getByLabel('Nudge again')).toHaveValue('');
  await expect(form.getByLabel('At most')).toHaveCount(0);
  await form.getByLabel('Nudge again').selectOption({ label: 'Every 10 minutes' });
  await form.getByLabel('At most').selectOption({ label: '2 times' });
  await form.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText('Reminder saved')).toBeVisible();
  const reminder = section.getByRole('listitem');
  await expect(reminder).toContainText('If unanswered, nudges again every 10 min, up to 2 times');

  await page.getByRole('button', { name: 'RU Русский' }).click();
  const russian = page.getByRole('region', { name: 'Напоминания' });
  const item = russian.getByRole('listitem');
  await expect(item).toContainText('Если не ответить, напомнит снова через 10 мин, не больше 2 раз');
  await item.getByRole('button', { name: 'Изменить' }).click();
  const edit = russian.getByRole('form', { name: 'Изменить напоминание' });
  await expect(edit.getByText(/Steady может мягко напомнить ещё раз/)).toBeVisible();
  await edit.getByLabel('Напомнить ещё раз').selectOption({ label: 'Каждые 5 минут' });
  await edit.getByLabel('Не больше').selectOption({ label: '3 раз' });
  await edit.getByRole('button', { name: 'Сохранить напоминание' }).click();
  await expect(item).toContainText('напомнит снова через 5 мин, не больше 3 раз');

  await item.getByRole('button', { name: 'Изменить' }).click();
  await edit.getByLabel('Напомнить ещё раз').selectOption({ label: 'Нет, одного раза хватит' });
  await edit.getByRole('button', { name: 'Сохранить напоминание' }).click();
  await expect(item).toContainText('18:00');
  await expect(item).not.toContainText('напомнит снова');
});

test.describe('a nudge on the notification', () => {
  test.use({ serviceWorkers: 'allow' });

  const token = 'A'.repeat(43);

  /** A reminder's nudge as the server sends it, in the reminder's language. */
  const nudge = (language: 'en' | 'ru') =>
    JSON.stringify({
      title: language === 'en' ? 'Steady: a moment for you' : 'Steady: минутка для себя',
      body:
        language === 'en'
          ? 'Your technique is ready when you are.'
          : 'Техника ждёт — начните, когда будет удобно.',
      url: '/techniques/breathing',
      tag: 'reminder-1',
      nudge: {
        id: '424242',
        token,
        actions:
          language === 'en'
            ? [
                { action: 'start', title: 'Start now' },
                { action: 'snooze', title: 'Snooze 10 min' },
                { action: 'later', title: 'Later today' },
              ]
            : [
                { action: 'start', title: 'Начать сейчас' },
                { action: 'snooze', title: 'Через 10 минут' },
                { action: 'later', title: 'Позже сегодня' },
              ],
      },
    });

  const shownButtons = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((shown) => ({
        tag: shown.tag,
        buttons: (shown as Notification & { actions: { title: string }[] }).actions.map(
          (action) => action.title,
        ),
      }));
    });

  /** The answer the service worker posts for a click, and what the server said to it. */
  const answerTo = async (context: BrowserContext, click: () => Promise<unknown>) => {
    const posted = context.waitForEvent('request', (sent) => sent.url().includes('/api/reminders/nudges/'));
    await click();
    const sent = await posted;
    const response = await sent.response();
    return {
      path: new URL(sent.url()).pathname,
      body: sent.postDataJSON() as unknown,
      status: response?.status(),
      reason: ((await response?.json()) as { error?: { reason?: string } } | undefined)?.error?.reason,
    };
  };

  for (const language of ['en', 'ru'] as const) {
    test(`its buttons answer the server with the notification's own token (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const origin = new URL(baseURL as string).origin;
      await context.grantPermissions(['notifications'], { origin });
      await page.goto('/');
      await controlledByServiceWorker(page);
      const push = await pushToServiceWorker(context, page, origin);

      await push(nudge(language));
      await expect.poll(() => shownButtons(page)).toHaveLength(1);
      // Chromium shows two buttons: "Start now" gives way, as a click on the notification opens it too.
      expect(await shownButtons(page)).toEqual([
        {
          tag: 'reminder-1',
          buttons: language === 'en' ? ['Snooze 10 min', 'Later today'] : ['Через 10 минут', 'Позже сегодня'],
        },
      ]);

      // "Snooze 10 min" answers the server and opens nothing. This token was never issued by the server,
      // so it answers that the notification is already answered; a real one is taken once (API tests).
      const snoozed = await answerTo(context, () => clickShownNotification(context, 'snooze'));
      expect(snoozed).toEqual({
        path: '/api/reminders/nudges/424242/ack',
        body: { token, action: 'snooze' },
        status: 404,
        reason: 'nudge_not_found',
      });
      await expect(page).toHaveURL(`${origin}/`);
      await expect.poll(() => shownButtons(page)).toEqual([]);

      // "Start now" answers too, and takes the open Steady window to the technique.
      await push(nudge(language));
      await expect.poll(() => shownButtons(page)).toHaveLength(1);
      const started = await answerTo(context, () => clickShownNotification(context, 'start'));
      expect(started.body).toEqual({ token, action: 'start' });
      await expect(page).toHaveURL(`${origin}/techniques/breathing`);
    });
  }
});
