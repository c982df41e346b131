import type { Browser, Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../../services/common/src/testing/smtp-capture';
import { openSignedIn, registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { startTestStack, type RunningStack } from '../support/test-stack';

interface Words {
  formTitle: string;
  personName: string;
  personEmail: string;
  language: string;
  yourName: string;
  ask: string;
  waiting: RegExp;
  invitationSubject: string;
  agree: string;
  agreed: string;
  crisisTitle: string;
  messageAnna: string;
  previewTitle: string;
  message: string;
  defaultMessage: string;
  send: string;
  sent: RegExp;
  messageSubject: string;
  stopped: string;
  stoppedStatus: string;
}

const english: Words = {
  formTitle: 'Who is your trusted person?',
  personName: 'Their name',
  personEmail: 'Their email',
  language: 'Language of the emails to them',
  yourName: 'Your name, as they know you',
  ask: 'Ask them',
  waiting: /We emailed Anna \(.+\) on .+ and are waiting for their answer\./,
  invitationSubject: 'Sam would like you as their trusted person on Steady',
  agree: 'Yes, I agree',
  agreed: 'Thank you. Sam can now ask you to get in touch through Steady.',
  crisisTitle: 'If you are in crisis',
  messageAnna: 'Message Anna',
  previewTitle: 'Ask Anna to get in touch',
  message: 'Your message',
  defaultMessage: 'I’m having a rough moment — could you get in touch?',
  send: 'Send',
  sent: /^Sent to Anna\./,
  messageSubject: 'Sam is having a rough moment',
  stopped: 'Done. Steady will send you no more emails as someone’s trusted person.',
  stoppedStatus: 'Anna stopped the emails from Steady. Nothing more will be sent to them.',
};

const russian: Words = {
  formTitle: 'Кто ваш доверенный человек?',
  personName: 'Имя',
  personEmail: 'Электронная почта',
  language: 'Язык писем для него',
  yourName: 'Ваше имя — так, как он вас знает',
  ask: 'Спросить',
  waiting: /мы отправили письмо на .+ \(Anna\)\. Ждём ответа\./,
  invitationSubject: 'Sam предлагает вам стать доверенным человеком в Steady',
  agree: 'Да, я согласен или согласна',
  agreed: 'Спасибо. Теперь Sam может попросить вас связаться через Steady.',
  crisisTitle: 'Если нужна срочная помощь',
  messageAnna: 'Написать доверенному человеку — Anna',
  previewTitle: 'Попросить связаться — Anna',
  message: 'Ваше сообщение',
  defaultMessage: 'Мне сейчас тяжело — можешь со мной связаться?',
  send: 'Отправить',
  sent: /^Сообщение отправлено, Anna получит его по почте\./,
  messageSubject: 'Sam просит вас связаться',
  stopped: 'Готово. Steady больше не будет писать вам как доверенному человеку.',
  stoppedStatus: 'Anna: письма Steady отключены. Больше писем этому человеку не будет.',
};

/** The trusted person's own browser: no account, no sign-in, only the links in their mail. */
async function personBrowser(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
    language,
  );
  return context.newPage();
}

const linkIn = (text: string, path: string) => {
  const link = new RegExp(`http://\\S+${path}\\?token=[\\w-]{43}(&answer=agree)?`).exec(text)?.[0];
  if (!link) throw new Error(`No ${path} link in:\n${text}`);
  return link;
};

test.describe('a trusted person', () => {
  let stack: RunningStack;
  let smtp: SmtpCapture;

  test.beforeAll(async () => {
    smtp = await startSmtpCapture();
    stack = await startTestStack('trusted_person', { SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  for (const [language, words] of [
    ['en', english],
    ['ru', russian],
  ] as const) {
    test(`name a person → they agree from the mail → a rough-moment message from a crisis block, previewed → their stop link works (${language})`, async ({
      page,
      request,
      browser,
    }) => {
      const account = await registerAccount(request, stack.url, 'Sam');
      const personEmail = `anna-${language}-${Date.now()}@example.com`;
      await page.addInitScript(
        (chosen) => window.localStorage.setItem('language', JSON.stringify(chosen)),
        language,
      );
      await openSignedIn(page, account.token, `${stack.url}/trusted-person`);

      const form = page.getByRole('region', { name: words.formTitle });
      await form.getByLabel(words.personName, { exact: true }).fill('Anna');
      await form.getByLabel(words.personEmail).fill(personEmail);
      await expect(form.getByLabel(words.language)).toHaveValue(language);
      await expect(form.getByLabel(words.yourName)).toHaveValue('Sam');
      await form.getByRole('button', { name: words.ask }).click();
      await expect(page.getByText(words.waiting)).toBeVisible();

      // One mail, in the language chosen for the person; nothing else until they agree.
      const invitation = await smtp.waitForMail(personEmail);
      expect(invitation.subject).toBe(words.invitationSubject);
      const person = await personBrowser(browser, language);
      await person.goto(linkIn(invitation.text, '/trusted-person/reply'));
      await person.getByRole('button', { name: words.agree }).click();
      await expect(person.getByText(words.agreed)).toBeVisible();

      await page.goto(`${stack.url}/recommendations/anxiety`);
      await page
        .getByRole('region', { name: words.crisisTitle })
        .getByRole('link', { name: words.messageAnna })
        .click();
      await expect(page.getByRole('heading', { name: words.previewTitle, level: 1 })).toBeVisible();
      const message = page.getByLabel(words.message);
      await expect(message).toHaveValue(words.defaultMessage);
      expect(smtp.mails.filter((mail) => mail.to.includes(personEmail))).toHaveLength(1);
      await message.fill(`${words.defaultMessage} Sam`);
      await page.getByRole('button', { name: words.send, exact: true }).click();
      await expect(page.getByText(words.sent)).toBeVisible();

      const sent = await smtp.waitForMail(personEmail, (mail) => mail.subject === words.messageSubject);
      expect(sent.text).toContain(`${words.defaultMessage} Sam`);
      await person.goto(linkIn(sent.text, '/trusted-person/stop'));
      await expect(person.getByText(words.stopped)).toBeVisible();

      await page.goto(`${stack.url}/trusted-person`);
      await expect(page.getByText(words.stoppedStatus)).toBeVisible();
      await person.context().close();
    });
  }
});
