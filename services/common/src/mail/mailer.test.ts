import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { defaultMailFrom, loadMailSettings } from './mail-settings';
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

describe('the mailer with LOCAL_OUTBOX=1 and no SMTP_URL', () => {
  it('keeps every mail in the local outbox, newest first, and the page shows it with its link', async () => {
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'steady-outbox-'));
    const settings = loadMailSettings({ DATA_DIR: dataDirectory, LOCAL_OUTBOX: '1' });
    expect(settings.transport).toEqual({
      kind: 'local-outbox',
      directory: path.join(dataDirectory, 'outbox'),
    });
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

  it('forgets every mail about a deleted account, and older ones to its address, keeping the others', async () => {
    const directory = path.join(mkdtempSync(path.join(tmpdir(), 'steady-outbox-')), 'outbox');
    const mailer = createMailer(
      { transport: { kind: 'local-outbox', directory }, from: defaultMailFrom },
      logger,
    );
    await mailer.send({ to: 'ann@example.com', subject: 'Reset', text: 'Hello Ann', userId: 'ann' });
    await mailer.send({ to: 'ann.new@example.com', subject: 'Confirm', text: 'Hello Ann', userId: 'ann' });
    await mailer.send({
      to: 'support@steady.test',
      replyTo: 'ann@example.com',
      subject: 'Help',
      text: 'Ann',
    });
    await mailer.send({ to: 'bob@example.com', subject: 'Reset', text: 'Hello Bob', userId: 'bob' });
    // A file an older version kept, before mails named their account.
    writeFileSync(
      path.join(directory, '1-older.json'),
      JSON.stringify({
        id: '1-older',
        from: 'x',
        to: 'ann@example.com',
        replyTo: null,
        subject: 'Old',
        text: 'Ann',
        keptAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    await mailer.forget({ userId: 'ann', email: 'ann@example.com' });
    expect((await mailer.outbox!.list()).map((mail) => mail.to)).toEqual(['bob@example.com']);
  });

  it('names a malformed SMTP_URL instead of starting without mail', () => {
    expect(() => loadMailSettings({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });
});

describe('the mail settings', () => {
  it('refuse production without SMTP_URL, naming it, rather than start with no way to send a reset link', () => {
    expect(() => loadMailSettings({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required with NODE_ENV=production/,
    );
    expect(() =>
      loadMailSettings({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }),
    ).not.toThrow();
  });

  it('refuse the local outbox in production, even beside SMTP_URL: it shows everyone’s reset links', () => {
    expect(() =>
      loadMailSettings({
        NODE_ENV: 'production',
        LOCAL_OUTBOX: '1',
        SMTP_URL: 'smtp://mail.example.com:587',
      }),
    ).toThrow(/LOCAL_OUTBOX: the local outbox .* is refused with NODE_ENV=production/);
  });

  it('keep no outbox unless LOCAL_OUTBOX=1 asks for one: without it and without SMTP_URL nothing starts', () => {
    expect(() => loadMailSettings({})).toThrow(/SMTP_URL: is required to send mail; .* LOCAL_OUTBOX=1/);
    expect(() => loadMailSettings({ LOCAL_OUTBOX: '0' })).toThrow(/SMTP_URL/);
    expect(() => loadMailSettings({ LOCAL_OUTBOX: 'yes' })).toThrow(/LOCAL_OUTBOX: must be 1/);
    // SMTP wins: npm start sets LOCAL_OUTBOX=1 even for a developer who points SMTP_URL at a real server.
    expect(loadMailSettings({ LOCAL_OUTBOX: '1', SMTP_URL: 'smtp://127.0.0.1:2525' }).transport).toEqual({
      kind: 'smtp',
      url: 'smtp://127.0.0.1:2525',
    });
  });
});
