import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { defaultMailLimits } from '../mail-flows/mail-rate-limits';
import { createMailTestApp, linkTokenIn, type MailTestApp } from '../testing/mail-test-app';

const thirtyMinutes = 30 * 60 * 1000;

describe.each(testDialects())('password reset on %s', (dialect) => {
  let subject: MailTestApp;
  beforeAll(async () => {
    // Every account of this file asks from one address; the limits have tests of their own below.
    subject = await createMailTestApp(dialect, {
      mailLimits: { ...defaultMailLimits, perIp: { limit: 1000, windowMs: 60 * 60 * 1000 } },
    });
  });
  afterAll(() => subject.close());

  const forgot = (email: string, language?: 'en' | 'ru') =>
    request(subject.app).post('/api/auth/password/forgot').send({ email, language });
  const reset = (token: string, password: string) =>
    request(subject.app).post('/api/auth/password/reset').send({ token, password });
  const logIn = (email: string, password: string) =>
    request(subject.app).post('/api/auth/login').send({ email, password });

  async function resetMailFor(email: string, language?: 'en' | 'ru') {
    const before = subject.smtp.mails.length;
    expect((await forgot(email, language)).status).toBe(202);
    const mail = await subject.smtp.waitForMail(
      email,
      (candidate) => subject.smtp.mails.indexOf(candidate) >= before,
    );
    return { mail, token: linkTokenIn(mail.text, '/reset-password') };
  }

  it('answers a known and an unknown email identically, and mails only the account', async () => {
    const account = await registerTestAccount(subject.app);
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(account.email);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ accepted: true });
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const mail = await subject.smtp.waitForMail(account.email);
    expect(mail.subject).toBe('Reset your Steady password');
    expect(mail.text).toContain('within 30 minutes');
    expect(subject.smtp.mails.some((sent) => sent.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('sets the new password once: the link signs in, then works no more, and the old password is refused', async () => {
    const account = await registerTestAccount(subject.app);
    const { token } = await resetMailFor(account.email);
    const first = await reset(token, 'a-new-calm-password');
    expect(first.status).toBe(200);
    const profile = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', `Bearer ${first.body.token}`);
    expect(profile.body.email).toBe(account.email);
    expect((await logIn(account.email, 'a-new-calm-password')).status).toBe(200);
    expect((await logIn(account.email, account.password)).status).toBe(401);
    const again = await reset(token, 'another-password');
    expect(again.status).toBe(400);
    expect(again.body.error.reason).toBe('mail_link_invalid');
  });

  it('refuses a link after 30 minutes, and an earlier link once a later one was used', async () => {
    const account = await registerTestAccount(subject.app);
    const { token: expiring } = await resetMailFor(account.email);
    subject.clock.advance(thirtyMinutes + 1000);
    expect((await reset(expiring, 'too-late-password')).body.error.reason).toBe('mail_link_invalid');
    const { token: earlier } = await resetMailFor(account.email);
    const { token: later } = await resetMailFor(account.email);
    subject.clock.advance(thirtyMinutes - 60_000);
    expect((await reset(later, 'in-time-password')).status).toBe(200);
    expect((await reset(earlier, 'other-password')).body.error.reason).toBe('mail_link_invalid');
  });

  it('refuses an earlier link as soon as a newer one is mailed', async () => {
    const account = await registerTestAccount(subject.app);
    const { token: earlier } = await resetMailFor(account.email);
    const { token: newer } = await resetMailFor(account.email);
    expect((await reset(earlier, 'taken-over-password')).body.error.reason).toBe('mail_link_invalid');
    expect((await logIn(account.email, account.password)).status).toBe(200);
    expect((await reset(newer, 'the-owners-password')).status).toBe(200);
  });

  it('refuses a link mailed before the password was changed on the profile', async () => {
    const account = await registerTestAccount(subject.app);
    const { token } = await resetMailFor(account.email);
    const changed = await request(subject.app)
      .post('/api/auth/password/change')
      .set('Authorization', account.authorization)
      .send({ currentPassword: account.password, newPassword: 'changed-on-the-profile' });
    expect(changed.status).toBe(204);
    expect((await reset(token, 'taken-over-password')).body.error.reason).toBe('mail_link_invalid');
    expect((await logIn(account.email, 'changed-on-the-profile')).status).toBe(200);
  });

  it('refuses a link mailed to the old address once a new email is confirmed', async () => {
    const account = await registerTestAccount(subject.app);
    const { token } = await resetMailFor(account.email);
    const newEmail = `moved-${account.email}`;
    await request(subject.app)
      .post('/api/auth/email/change')
      .set('Authorization', account.authorization)
      .send({ newEmail, currentPassword: account.password });
    const confirmation = await subject.smtp.waitForMail(newEmail);
    const confirmed = await request(subject.app)
      .post('/api/auth/email/confirm')
      .send({ token: linkTokenIn(confirmation.text, '/confirm-email') });
    expect(confirmed.status).toBe(200);
    // Whoever still reads the old mailbox cannot take the account with the link that went there.
    expect((await reset(token, 'taken-over-password')).body.error.reason).toBe('mail_link_invalid');
    expect((await logIn(newEmail, account.password)).status).toBe(200);
  });

  it('writes the mail in Russian when the reader uses Russian', async () => {
    const account = await registerTestAccount(subject.app);
    const { mail } = await resetMailFor(account.email, 'ru');
    expect(mail.subject).toBe('Сброс пароля Steady');
    expect(mail.text).toContain('в течение 30 минут');
  });

  it('keeps only a hash of the token in the database', async () => {
    const account = await registerTestAccount(subject.app);
    const { token } = await resetMailFor(account.email);
    const rows = await subject.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token || row.token_hash.includes(token))).toBe(false);
  });

  it('answers 400 with field messages for a bad email, a short password or a malformed token', async () => {
    const badEmail = await forgot('ann@');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields).toEqual({ email: 'Invalid email format' });
    const shortPassword = await reset('a'.repeat(43), '12345');
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.error.fields).toEqual({ password: 'Password must be at least 6 characters' });
    const unknownToken = await reset('b'.repeat(43), 'long-enough');
    expect(unknownToken.body.error.reason).toBe('mail_link_invalid');
    expect((await reset('short', 'long-enough')).status).toBe(400);
  });
});

describe('password reset rate limits', () => {
  let subject: MailTestApp;
  beforeAll(async () => {
    subject = await createMailTestApp('sqlite', {
      mailLimits: { perIp: { limit: 8, windowMs: 60_000 }, perEmail: { limit: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => subject.close());

  const forgot = (email: string) => request(subject.app).post('/api/auth/password/forgot').send({ email });

  it('limits requests per address the same way for an account and for an unknown address, then per IP', async () => {
    const account = await registerTestAccount(subject.app);
    for (const email of [account.email, 'unknown-address@example.com']) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot(email)).status).toBe(202);
      const limited = await forgot(email.toUpperCase());
      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual({
        code: 'rate_limited',
        reason: 'too_many_mail_requests',
        message: 'Too many requests for this email. Please wait an hour and try again.',
      });
    }
    const fromSameAddress = await forgot('third-address@example.com');
    expect(fromSameAddress.status).toBe(429);
  });
});
