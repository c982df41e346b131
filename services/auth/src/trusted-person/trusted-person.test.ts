import request from 'supertest';
import {
  createKeyCipher,
  createLocalOutbox,
  createLogger,
  createMailer,
  type OutboxMail,
} from '@steady/service-common';
import { testDialects, testKeyEncryptionSecret } from '@steady/service-common/testing';
import { trustedPersonResponseSchema, userExportSchema } from '@steady/contracts';
import { createAuthStore } from '../database/auth-store';
import { defaultMailLimits } from '../mail-flows/mail-rate-limits';
import {
  createAuthTestApp,
  registerTestAccount,
  testOutboxDirectory,
  testSettings,
  type AuthTestApp,
} from '../testing/auth-test-app';
import { startThreeServices, type ThreeServicesTestApp } from '../testing/three-services-test-app';
import { sendDueWeeklyNotes } from './weekly-notes';

const outbox = createLocalOutbox(testOutboxDirectory);
const oneDay = 24 * 60 * 60 * 1000;

let personCounter = 0;
const newPersonEmail = () => {
  personCounter += 1;
  return `trusted${personCounter}-${Date.now()}@example.com`;
};

/** Every mail kept for this address, oldest first. */
const mailsTo = async (address: string): Promise<OutboxMail[]> =>
  (await outbox.list()).filter((mail) => mail.to === address).reverse();

/** The token of the first link to `path` in a mail's text. */
function tokenIn(text: string, path: string): string {
  const match = new RegExp(`https://steady\\.test:8080${path}\\?token=([\\w-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in:\n${text}`);
  return match[1];
}

describe.each(testDialects())('a trusted person on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    // Every request of this file comes from one address; the per-address limit of naming is tested below.
    subject = await createAuthTestApp(dialect, {
      mailLimits: { ...defaultMailLimits, perIp: { limit: 10_000, windowMs: oneDay } },
    });
  });
  afterAll(() => subject.database.dispose());

  const api = () => request(subject.app);
  const read = (authorization: string) =>
    api().get('/api/trusted-person').set('Authorization', authorization);
  const name = (authorization: string, body: object) =>
    api().post('/api/trusted-person').set('Authorization', authorization).send(body);
  const send = (authorization: string, text: string) =>
    api().post('/api/trusted-person/message').set('Authorization', authorization).send({ text });
  const reply = (token: string, answer: 'agree' | 'decline', weekly = false) =>
    api().post('/api/trusted-person/reply').send({ token, answer, weekly });

  /** A user who named a person; answers the invitation's reply and stop tokens. */
  async function namedPerson(language: 'en' | 'ru' = 'en') {
    const account = await registerTestAccount(subject.app);
    const email = newPersonEmail();
    const named = await name(account.authorization, { name: 'Anna', email, language, yourName: 'Sam' });
    expect(named.status).toBe(201);
    const [invitation] = await mailsTo(email);
    if (!invitation) throw new Error('no invitation');
    return {
      account,
      email,
      invitation,
      replyToken: tokenIn(invitation.text, '/trusted-person/reply'),
      stopToken: tokenIn(invitation.text, '/trusted-person/stop'),
    };
  }

  async function agreedPerson(weekly = false) {
    const named = await namedPerson();
    expect((await reply(named.replyToken, 'agree', weekly)).body).toEqual({ status: 'agreed' });
    return named;
  }

  it('mails the named person once, in the language chosen for them, saying who asks and with both answers and a stop link', async () => {
    const { account, email, invitation } = await namedPerson('ru');
    expect(await mailsTo(email)).toHaveLength(1);
    expect(invitation.subject).toBe('Sam предлагает вам стать доверенным человеком в Steady');
    expect(invitation.text).toContain('Здравствуйте, Anna!');
    expect(invitation.text).toMatch(/Да, я согласен или согласна: \S+reply\?token=[\w-]{43}&answer=agree/);
    expect(invitation.text).toMatch(/Нет, спасибо: \S+&answer=decline/);
    expect(invitation.text).toContain(
      'Отказаться от этих писем можно в любой момент: https://steady.test:8080/trusted-person/stop?token=',
    );
    expect(invitation.text).toContain('не чаще 3 раз в сутки');
    const status = trustedPersonResponseSchema.parse((await read(account.authorization)).body);
    expect(status.person).toMatchObject({
      name: 'Anna',
      email,
      language: 'ru',
      status: 'waiting',
      messagesLeft: 3,
    });
  });

  it('sends nothing before the person agrees: a message is refused with 409 and no mail goes out', async () => {
    const { account, email } = await namedPerson();
    const refused = await send(account.authorization, 'Could you call me?');
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe('trusted_person_not_agreed');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('after “Yes, I agree” the user’s own words go to the person, with the stop link again', async () => {
    const { account, email } = await agreedPerson();
    expect((await read(account.authorization)).body.person.status).toBe('agreed');
    const sent = await send(account.authorization, 'Rough evening. Could you phone me?');
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ sent: true, messagesLeft: 2 });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Sam is having a rough moment');
    expect(mails[1]?.text).toContain('“Rough evening. Could you phone me?”');
    expect(mails[1]?.text).toMatch(/Stop these emails at any time: \S+\/trusted-person\/stop\?token=/);
  });

  it('a declined invitation stays declined: nothing can be sent and the answer link only says so', async () => {
    const { account, email, replyToken } = await namedPerson();
    expect((await reply(replyToken, 'decline')).body).toEqual({ status: 'declined' });
    expect((await reply(replyToken, 'agree')).body).toEqual({ status: 'declined' });
    expect((await read(account.authorization)).body.person.status).toBe('declined');
    expect((await send(account.authorization, 'Hello')).status).toBe(409);
    expect(await mailsTo(email)).toHaveLength(1);
    // The user may name someone else; nobody is asked again by itself.
    const other = newPersonEmail();
    const renamed = await name(account.authorization, {
      name: 'Ivan',
      email: other,
      language: 'en',
      yourName: 'Sam',
    });
    expect(renamed.status).toBe(201);
    expect(await mailsTo(other)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('the stop link works without signing in, at any time, and again; afterwards nothing is sent', async () => {
    const { account, email, stopToken } = await agreedPerson(true);
    await api()
      .put('/api/trusted-person/weekly')
      .set('Authorization', account.authorization)
      .send({ weekly: true });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const stopped = await api().post('/api/trusted-person/stop').send({ token: stopToken });
      expect(stopped.status).toBe(200);
      expect(stopped.body).toEqual({ stopped: true });
    }
    const person = (await read(account.authorization)).body.person;
    expect(person).toMatchObject({ status: 'stopped', personWantsWeekly: false });
    expect((await send(account.authorization, 'Hello')).status).toBe(409);
    subject.clock.advance(8 * oneDay);
    await sendDueWeeklyNotes(weeklyNotes(subject));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a link token that was never mailed with 400 mail_link_invalid, and a malformed one with 400', async () => {
    const unknown = await reply('x'.repeat(43), 'agree');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.reason).toBe('mail_link_invalid');
    const malformed = await api().post('/api/trusted-person/invitation').send({ token: 'short' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_failed');
  });

  it('the reply link shows who asks, never the user’s address or anything else', async () => {
    const { replyToken } = await namedPerson('ru');
    const invitation = await api().post('/api/trusted-person/invitation').send({ token: replyToken });
    expect(invitation.body).toEqual({ askedBy: 'Sam', status: 'waiting', language: 'ru' });
  });

  it('sends at most 3 messages in 24 hours, with a calm 429 after that, and again a day later', async () => {
    const { account, email } = await agreedPerson();
    for (let count = 0; count < 3; count += 1)
      expect((await send(account.authorization, 'Hi')).status).toBe(202);
    const limited = await send(account.authorization, 'Hi');
    expect(limited.status).toBe(429);
    expect(limited.body.error.reason).toBe('trusted_message_limit_reached');
    expect((await read(account.authorization)).body.person.messagesLeft).toBe(0);
    expect(await mailsTo(email)).toHaveLength(4);
    subject.clock.advance(oneDay + 1000);
    expect((await send(account.authorization, 'Hi')).status).toBe(202);
  });

  it('is the user’s own: another account sees none and cannot send to it; a guest gets 401', async () => {
    const { email } = await agreedPerson();
    const someoneElse = await registerTestAccount(subject.app);
    expect((await read(someoneElse.authorization)).body).toEqual({ person: null });
    const refused = await send(someoneElse.authorization, 'Hi');
    expect(refused.status).toBe(404);
    expect(refused.body.error.reason).toBe('trusted_person_not_found');
    expect((await api().get('/api/trusted-person')).status).toBe(401);
    expect((await api().post('/api/trusted-person/message').send({ text: 'Hi' })).status).toBe(401);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it.each([
    ['no email', { name: 'Anna', language: 'en', yourName: 'Sam' }, 'email'],
    ['a malformed email', { name: 'Anna', email: 'anna@', language: 'en', yourName: 'Sam' }, 'email'],
    [
      'an unknown language',
      { name: 'Anna', email: 'a@example.com', language: 'de', yourName: 'Sam' },
      'language',
    ],
    [
      'a line break in a name',
      { name: 'An\nna', email: 'a@example.com', language: 'en', yourName: 'Sam' },
      'name',
    ],
    [
      'no name of the user',
      { name: 'Anna', email: 'a@example.com', language: 'en', yourName: ' ' },
      'yourName',
    ],
  ])('refuses %s with 400 and mails nobody', async (_case, body, field) => {
    const account = await registerTestAccount(subject.app);
    const refused = await name(account.authorization, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty(field);
    expect((await read(account.authorization)).body).toEqual({ person: null });
  });

  it('refuses an empty or over-long message with 400', async () => {
    const { account } = await agreedPerson();
    expect((await send(account.authorization, '   ')).status).toBe(400);
    expect((await send(account.authorization, 'x'.repeat(601))).status).toBe(400);
  });

  it('asks for the health-data consent before naming anyone (403), and mails nobody without it', async () => {
    const account = await registerTestAccount(subject.app, 'Sam', { healthConsent: false });
    const email = newPersonEmail();
    const refused = await name(account.authorization, {
      name: 'Anna',
      email,
      language: 'en',
      yourName: 'Sam',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('health_consent_required');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('one person at a time: naming another while one is waiting or agreed is 409 until the user removes them', async () => {
    const { account, email, stopToken } = await namedPerson();
    const body = { name: 'Ivan', email: newPersonEmail(), language: 'en', yourName: 'Sam' };
    const refused = await name(account.authorization, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe('trusted_person_exists');
    const removed = await api().delete('/api/trusted-person').set('Authorization', account.authorization);
    expect(removed.status).toBe(204);
    expect((await read(account.authorization)).body).toEqual({ person: null });
    // The removed person's links have nothing left to do.
    expect((await api().post('/api/trusted-person/stop').send({ token: stopToken })).status).toBe(200);
    expect((await name(account.authorization, body)).status).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('limits naming to 3 invitations an hour per address', async () => {
    const email = newPersonEmail();
    for (let count = 0; count < 3; count += 1) {
      const account = await registerTestAccount(subject.app);
      expect(
        (await name(account.authorization, { name: 'A', email, language: 'en', yourName: 'S' })).status,
      ).toBe(201);
    }
    const account = await registerTestAccount(subject.app);
    const limited = await name(account.authorization, { name: 'A', email, language: 'en', yourName: 'S' });
    expect(limited.status).toBe(429);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  describe('the weekly note', () => {
    it('goes only when both chose it, with the active days and the user’s line, once a week', async () => {
      const { account, email } = await agreedPerson(false);
      const weekly = (body: object) =>
        api().put('/api/trusted-person/weekly').set('Authorization', account.authorization).send(body);
      expect((await weekly({ weekly: true, line: 'Sleeping better' })).body.person).toMatchObject({
        weekly: true,
        personWantsWeekly: false,
        weeklyLine: 'Sleeping better',
      });
      subject.clock.advance(8 * oneDay);
      await sendDueWeeklyNotes(weeklyNotes(subject));
      expect(await mailsTo(email)).toHaveLength(1);

      // The person agrees later through the link in a message.
      await send(account.authorization, 'Hi');
      const [, message] = await mailsTo(email);
      const agreed = await api()
        .post('/api/trusted-person/weekly-notes')
        .send({ token: tokenIn(message?.text ?? '', '/trusted-person/weekly-notes') });
      expect(agreed.body).toEqual({ status: 'agreed' });
      subject.clock.advance(6 * oneDay);
      await sendDueWeeklyNotes(weeklyNotes(subject));
      expect(await mailsTo(email)).toHaveLength(2);
      await api()
        .post('/api/user/update-xp')
        .set('Authorization', account.authorization)
        .send({ xp: 10, techniqueId: 'breath-loop' });
      subject.clock.advance(oneDay + 1000);
      await sendDueWeeklyNotes(weeklyNotes(subject));
      const note = (await mailsTo(email))[2];
      expect(note?.subject).toBe('A weekly note from Sam');
      expect(note?.text).toContain('In the last 7 days they used Steady on 1 day.');
      expect(note?.text).toContain('They added: “Sleeping better”');
      expect(note?.text).toContain('/trusted-person/stop?token=');
      await sendDueWeeklyNotes(weeklyNotes(subject));
      expect(await mailsTo(email)).toHaveLength(3);
    });

    it('is sent once per week per pair even when two instances run the pass at the same moment', async () => {
      const { account, email } = await agreedPerson(true);
      await api()
        .put('/api/trusted-person/weekly')
        .set('Authorization', account.authorization)
        .send({ weekly: true });
      subject.clock.advance(7 * oneDay + 1000);
      const outcomes = await Promise.all([
        sendDueWeeklyNotes(weeklyNotes(subject)),
        sendDueWeeklyNotes(weeklyNotes(subject)),
      ]);
      const mine = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('A weekly note'));
      expect(mine).toHaveLength(1);
      expect(outcomes.flat().filter((outcome) => outcome === 'sent').length).toBeGreaterThanOrEqual(1);
    });
  });
});

/** One instance's weekly pass over the test database: its own store and mailer, the test's clock. */
function weeklyNotes(subject: AuthTestApp) {
  const logger = createLogger({ name: 'auth', level: 'silent' });
  return {
    store: createAuthStore(subject.database),
    cipher: createKeyCipher(testKeyEncryptionSecret),
    mailer: createMailer(testSettings.mail, logger),
    appUrl: testSettings.publicUrl,
    now: subject.clock.now,
  };
}

describe('a trusted person when mail cannot be sent', () => {
  it('answers 503, names nobody, and the user can try again', async () => {
    const subject = await createAuthTestApp('sqlite', {
      // A port nothing listens on: the SMTP server is down.
      mail: { transport: { kind: 'smtp', url: 'smtp://127.0.0.1:9' }, from: testSettings.mail.from },
    });
    const account = await registerTestAccount(subject.app);
    const named = await request(subject.app)
      .post('/api/trusted-person')
      .set('Authorization', account.authorization)
      .send({ name: 'Anna', email: newPersonEmail(), language: 'en', yourName: 'Sam' });
    expect(named.status).toBe(503);
    expect(named.body.error.code).toBe('service_unavailable');
    const read = await request(subject.app)
      .get('/api/trusted-person')
      .set('Authorization', account.authorization);
    expect(read.body).toEqual({ person: null });
    await subject.database.dispose();
  });
});

describe.each(testDialects())('a trusted person in the export and account deletion on %s', (dialect) => {
  let services: ThreeServicesTestApp;
  let auth: ThreeServicesTestApp['auth'];
  beforeAll(async () => {
    services = await startThreeServices(dialect);
    ({ auth } = services);
  });
  afterAll(() => services.close());

  async function userWithAgreedPerson() {
    const account = await registerTestAccount(auth.app);
    const email = newPersonEmail();
    await request(auth.app)
      .post('/api/trusted-person')
      .set('Authorization', account.authorization)
      .send({ name: 'Anna', email, language: 'en', yourName: 'Sam' });
    const [invitation] = await mailsTo(email);
    const token = tokenIn(invitation?.text ?? '', '/trusted-person/reply');
    await request(auth.app).post('/api/trusted-person/reply').send({ token, answer: 'agree' });
    await request(auth.app)
      .post('/api/trusted-person/message')
      .set('Authorization', account.authorization)
      .send({ text: 'Could you call me?' });
    return { account, email };
  }

  it('exports the person and when messages went out, never their text', async () => {
    const { account, email } = await userWithAgreedPerson();
    const response = await request(auth.app)
      .get('/api/user/export')
      .set('Authorization', account.authorization);
    const exported = userExportSchema.parse(response.body);
    expect(exported.trustedPerson.person).toMatchObject({ name: 'Anna', email, status: 'agreed' });
    expect(exported.trustedPerson.messagesSentAt).toEqual([auth.clock.now().toISOString()]);
    expect(exported.trustedPerson.weeklyNotesSentAt).toEqual([]);
    expect(JSON.stringify(response.body)).not.toContain('Could you call me?');
  });

  it('deleting the account removes the person, the record of messages and the mails about them', async () => {
    const { account, email } = await userWithAgreedPerson();
    const rows = async () =>
      (
        await auth.database.db
          .selectFrom('trusted_people')
          .select('user_id')
          .where('user_id', '=', account.user.id)
          .execute()
      ).length +
      (
        await auth.database.db
          .selectFrom('trusted_person_mails')
          .select('user_id')
          .where('user_id', '=', account.user.id)
          .execute()
      ).length;
    expect(await rows()).toBe(2);
    const deleted = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({ password: account.password });
    expect(deleted.status).toBe(204);
    expect(await rows()).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });
});
