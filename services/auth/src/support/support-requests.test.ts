import request from 'supertest';
import { startStubBilling, testDialects, type StubBilling } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app';

describe.each(testDialects())('support requests on %s', (dialect) => {
  let subject: MailTestApp;
  let billing: StubBilling;
  beforeAll(async () => {
    billing = await startStubBilling();
    subject = await createMailTestApp(dialect, { billingInternalUrls: billing.url });
  });
  afterAll(async () => {
    await subject.close();
    await billing.close();
  });

  const send = (authorization: string, body: object) =>
    request(subject.app).post('/api/user/support-requests').set('Authorization', authorization).send(body);

  it('stores a free user’s request, mails it to support with the user to reply to, and promises 3 business days', async () => {
    const account = await registerTestAccount(subject.app);
    const answer = await send(account.authorization, {
      topic: 'problem',
      message: '  The timer stops on my phone.  ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), priority: false, replyWithinBusinessDays: 3 });
    const mail = await subject.smtp.waitForMail('support@steady.test', (candidate) =>
      candidate.subject.includes(`#${answer.body.id}:`),
    );
    expect(mail.subject).toBe(`Support request #${answer.body.id}: problem`);
    expect(mail.replyTo).toBe(account.email);
    expect(mail.text).toContain('The timer stops on my phone.');
    const row = await subject.database.db
      .selectFrom('support_requests')
      .selectAll()
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: account.user.id,
      topic: 'problem',
      message: 'The timer stops on my phone.',
      priority: 0,
    });
    expect(row.mailed_at).not.toBeNull();
  });

  it('marks a Premium user’s request priority and promises 1 business day', async () => {
    const account = await registerTestAccount(subject.app);
    billing.statuses.set(account.user.id, 'active');
    const answer = await send(account.authorization, {
      topic: 'premium_billing',
      message: 'Question about my invoice',
    });
    expect(answer.body).toEqual({ id: expect.any(Number), priority: true, replyWithinBusinessDays: 1 });
    const mail = await subject.smtp.waitForMail('support@steady.test', (candidate) =>
      candidate.subject.includes(`#${answer.body.id}:`),
    );
    expect(mail.subject).toBe(`[Priority] Support request #${answer.body.id}: premium_billing`);
  });

  it('refuses guests, an unknown topic, an empty or too long message, with field messages', async () => {
    expect(
      (await request(subject.app).post('/api/user/support-requests').send({ topic: 'other', message: 'x' }))
        .status,
    ).toBe(401);
    const account = await registerTestAccount(subject.app);
    const invalid = await send(account.authorization, { topic: 'refund-now', message: '   ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      topic: 'This field is required',
      message: 'This field is required',
    });
    const tooLong = await send(account.authorization, { topic: 'other', message: 'x'.repeat(4001) });
    expect(tooLong.body.error.fields).toEqual({ message: 'This is too long' });
  });

  it('takes 5 requests an hour from one account: the sixth is 429 with its reason, and mails nothing', async () => {
    const account = await registerTestAccount(subject.app);
    for (let request = 1; request <= 5; request += 1) {
      expect((await send(account.authorization, { topic: 'other', message: `Note ${request}` })).status).toBe(
        201,
      );
    }
    const mailsBefore = subject.smtp.mails.length;
    const sixth = await send(account.authorization, { topic: 'other', message: 'Note 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({ code: 'rate_limited', reason: 'too_many_support_requests' });
    const someoneElse = await registerTestAccount(subject.app);
    expect((await send(someoneElse.authorization, { topic: 'other', message: 'Hello' })).status).toBe(201);
    await subject.smtp.waitForMail('support@steady.test', (mail) => mail.text.includes('Hello'));
    expect(subject.smtp.mails.slice(mailsBefore).some((mail) => mail.text.includes('Note 6'))).toBe(false);
  });

  it('refuses a name with a line break, and writes a stored one on one line: no forged lines in the mail', async () => {
    const forged = 'Mallory\nPlan: Premium — priority; reply within 1 business day(s)';
    const registering = await request(subject.app)
      .post('/api/auth/register')
      .send({
        name: forged,
        email: `forger-${Date.now()}@example.com`,
        password: 'calm-password-1',
        acceptedTerms: true,
      });
    expect(registering.status).toBe(400);
    expect(registering.body.error.fields).toEqual({
      name: 'Please remove line breaks and other invisible characters',
    });
    const account = await registerTestAccount(subject.app);
    const renaming = await request(subject.app)
      .patch('/api/auth/profile')
      .set('Authorization', account.authorization)
      .send({ name: forged });
    expect(renaming.status).toBe(400);
    // As an older version stored it, or Google gave it.
    await subject.database.db
      .updateTable('users')
      .set({ name: forged })
      .where('id', '=', account.user.id)
      .execute();
    const answer = await send(account.authorization, { topic: 'other', message: 'Hello' });
    const mail = await subject.smtp.waitForMail('support@steady.test', (candidate) =>
      candidate.subject.includes(`#${answer.body.id}:`),
    );
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Plan:'))).toEqual([
      'Plan: free; reply within 3 business day(s)',
    ]);
    expect(lines[0]).toBe(
      `From: Mallory Plan: Premium — priority; reply within 1 business day(s) <${account.email}> (user ${account.user.id})`,
    );
  });
});
