import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createMailTestApp, linkTokenIn, type MailTestApp } from '../testing/mail-test-app';

describe.each(testDialects())('changing the email on %s', (dialect) => {
  let subject: MailTestApp;
  beforeAll(async () => {
    subject = await createMailTestApp(dialect);
  });
  afterAll(() => subject.close());

  const change = (authorization: string, body: object) =>
    request(subject.app).post('/api/auth/email/change').set('Authorization', authorization).send(body);
  const confirm = (token: string) => request(subject.app).post('/api/auth/email/confirm').send({ token });
  const profileEmail = async (authorization: string) =>
    (await request(subject.app).get('/api/auth/profile').set('Authorization', authorization)).body.email;

  it('changes the email only when the link sent to the new address is opened, and tells the old address', async () => {
    const account = await registerTestAccount(subject.app);
    const newEmail = `new-${account.email}`;
    const requested = await change(account.authorization, { newEmail, currentPassword: account.password });
    expect(requested.status).toBe(202);
    expect(await profileEmail(account.authorization)).toBe(account.email);
    const mail = await subject.smtp.waitForMail(newEmail);
    expect(mail.subject).toBe('Confirm your new email for Steady');
    const confirmed = await confirm(linkTokenIn(mail.text, '/confirm-email'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    expect(await profileEmail(account.authorization)).toBe(newEmail);
    const notice = await subject.smtp.waitForMail(account.email);
    expect(notice.subject).toBe('The email of your Steady account has changed');
    expect(notice.text).toContain(newEmail);
    expect(
      (
        await request(subject.app)
          .post('/api/auth/login')
          .send({ email: newEmail, password: account.password })
      ).status,
    ).toBe(200);
    expect((await confirm(linkTokenIn(mail.text, '/confirm-email'))).body.error.reason).toBe(
      'mail_link_invalid',
    );
  });

  it('asks for the current password and refuses a wrong one without mailing', async () => {
    const account = await registerTestAccount(subject.app);
    const newEmail = `wrong-${account.email}`;
    const refused = await change(account.authorization, { newEmail, currentPassword: 'not-it' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.reason).toBe('wrong_current_password');
    expect(refused.body.error.fields).toEqual({ currentPassword: 'The current password is not right' });
    expect((await change(account.authorization, { newEmail })).body.error.reason).toBe(
      'wrong_current_password',
    );
    expect(subject.smtp.mails.some((mail) => mail.to.includes(newEmail))).toBe(false);
  });

  it('answers the same for an address that has an account, tells that address, and changes nothing', async () => {
    const account = await registerTestAccount(subject.app);
    const other = await registerTestAccount(subject.app);
    const answer = await change(account.authorization, {
      newEmail: other.email,
      currentPassword: account.password,
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ accepted: true });
    const mail = await subject.smtp.waitForMail(other.email);
    expect(mail.subject).toBe('Your email and Steady');
    expect(mail.text).not.toContain('token=');
    expect(await profileEmail(account.authorization)).toBe(account.email);
  });

  it('refuses the same address, a guest, and an expired link', async () => {
    const account = await registerTestAccount(subject.app);
    const same = await change(account.authorization, {
      newEmail: account.email.toUpperCase(),
      currentPassword: account.password,
    });
    expect(same.body.error.reason).toBe('email_unchanged');
    expect(
      (await request(subject.app).post('/api/auth/email/change').send({ newEmail: 'a@example.com' })).status,
    ).toBe(401);
    const newEmail = `late-${account.email}`;
    await change(account.authorization, { newEmail, currentPassword: account.password });
    const mail = await subject.smtp.waitForMail(newEmail);
    subject.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await confirm(linkTokenIn(mail.text, '/confirm-email'))).body.error.reason).toBe(
      'mail_link_invalid',
    );
    expect(await profileEmail(account.authorization)).toBe(account.email);
  });
});
