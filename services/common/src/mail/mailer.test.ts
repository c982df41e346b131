import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { loadMailSettings } from './mail-settings';
import { createMailer } from './mailer';
import { renderOutboxPage } from './outbox-page';

const logger = createLogger({ name: 'mail', level: 'silent' });

describe('the mailer with SMTP_URL', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('delivers the mail over SMTP from MAIL_FROM, Russian text intact, and keeps no outbox', async () => {
    const settings = loadMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: 'Steady <hello@steady.test>' });
    const mailer = createMailer(settings, logger);
    await mailer.send({
      to: 'anna@example.com',
      subject: 'Сброс пароля',
      text: 'Ссылка: http://localhost/reset-password?token=abc',
      replyTo: 'help@example.com',
    });
    const mail = await smtp.waitForMail('anna@example.com');
    expect(mail).toEqual({
      from: 'hello@steady.test',
      to: ['anna@example.com'],
      subject: 'Сброс пароля',
      text: 'Ссылка: http://localhost/reset-password?token=abc\n',
      replyTo: 'help@example.com',
    });
    expect(mailer.outbox).toBeNull();
  });

  it('rejects when the SMTP server cannot be reached, so a caller never believes a lost mail was sent', async () => {
    const mailer = createMailer(loadMailSettings({ SMTP_URL: 'smtp://127.0.0.1:9' }), logger);
    await expect(mailer.send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});

describe('the mailer without SMTP_URL', () => {
  it('keeps every mail in the local outbox, newest first, and the page shows it with its link', async () => {
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'steady-outbox-'));
    const settings = loadMailSettings({ DATA_DIR: dataDirectory });
    expect(settings.outboxDirectory).toBe(path.join(dataDirectory, 'outbox'));
    let now = Date.parse('2026-03-01T10:00:00.000Z');
    const mailer = createMailer(settings, logger, () => new Date((now += 1000)));
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'One' });
    await mailer.send({
      to: 'second@example.com',
      subject: 'Second',
      text: 'Open http://localhost:8080/x?a=1',
    });
    const mails = await mailer.outbox!.list();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['second@example.com', 'Second'],
      ['first@example.com', 'First'],
    ]);
    const page = renderOutboxPage(mails, 'en', '/api/auth/local-outbox');
    expect(page).toContain('Local outbox — mails are not sent');
    expect(page).toContain('<a href="http://localhost:8080/x?a=1">');
  });

  it('names a malformed SMTP_URL instead of starting without mail', () => {
    expect(() => loadMailSettings({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
