import request from 'supertest';
import { reminderLimits, reminderListResponseSchema, reminderSchema } from '@steady/contracts';
import { createLogger } from '@steady/service-common';
import { testDialects } from '@steady/service-common/testing';
import { buildApp } from '../http/app';
import { defaultReminderSettings } from './reminder-settings';
import { registerTestAccount, testSettings } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
const subscription = {
  endpoint: 'https://push.example.com/send/abc123',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

// The test clock starts on Sunday 2026-03-01 at 10:00 UTC.
describe.each(testDialects())('the reminders API on %s', (dialect) => {
  let subject: PremiumTestApp;
  beforeAll(async () => {
    subject = await createPremiumTestApp(dialect);
  });
  afterAll(() => subject.close());

  const premiumAccount = async () => {
    const account = await registerTestAccount(subject.app);
    subject.setStatus(account.user.id, 'active');
    return account;
  };
  const list = (authorization: string) =>
    request(subject.app).get('/api/reminders').set('Authorization', authorization);
  const create = (authorization: string, body: object) =>
    request(subject.app).post('/api/reminders').set('Authorization', authorization).send(body);
  const replace = (authorization: string, id: string, body: object) =>
    request(subject.app).put(`/api/reminders/${id}`).set('Authorization', authorization).send(body);
  const remove = (authorization: string, id: string) =>
    request(subject.app).delete(`/api/reminders/${id}`).set('Authorization', authorization);

  const morning = { time: '08:30', days: weekdays, timeZone: 'Europe/Moscow', suggestedState: 'anxiety' };

  it('creates, lists, edits, pauses and deletes a premium user’s reminder', async () => {
    const account = await premiumAccount();
    const created = await create(account.authorization, morning);
    expect(created.status).toBe(201);
    expect(reminderSchema.parse(created.body)).toEqual({
      id: expect.any(String),
      ...morning,
      suggestedTool: null,
      paused: false,
      language: 'en',
      repeat: null,
      // Monday 08:30 in Moscow.
      nextDueAt: '2026-03-02T05:30:00.000Z',
    });
    const id = created.body.id as string;

    const edited = await replace(account.authorization, id, {
      time: '21:00',
      days: ['sun'],
      timeZone: 'Asia/Tokyo',
      suggestedTool: 'grounding',
      language: 'ru',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      time: '21:00',
      days: ['sun'],
      suggestedState: null,
      suggestedTool: 'grounding',
      language: 'ru',
      nextDueAt: '2026-03-01T12:00:00.000Z',
    });

    const paused = await replace(account.authorization, id, { ...morning, paused: true });
    expect(paused.body).toMatchObject({ paused: true, nextDueAt: null });
    const listed = reminderListResponseSchema.parse((await list(account.authorization)).body);
    expect(listed).toEqual({ reminders: [paused.body], quietHours: null, calendarUrl: null });

    expect((await remove(account.authorization, id)).status).toBe(204);
    expect((await list(account.authorization)).body.reminders).toEqual([]);
    expect((await remove(account.authorization, id)).body.error).toMatchObject({
      reason: 'reminder_not_found',
    });
  });

  it.each([
    ['a time that is not HH:MM', { time: '8:30' }, 'time'],
    ['an hour past 23', { time: '24:00' }, 'time'],
    ['no days', { days: [] }, 'days'],
    ['a day twice', { days: ['mon', 'mon'] }, 'days'],
    ['a day that does not exist', { days: ['funday'] }, 'days.0'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a state and a technique at once', { suggestedTool: 'breathing' }, 'suggestedTool'],
    [
      'a technique that is not a tool',
      { suggestedState: null, suggestedTool: 'box-breathing' },
      'suggestedTool',
    ],
  ])('refuses %s with a message for the field', async (_case, change, field) => {
    const account = await premiumAccount();
    const response = await create(account.authorization, { ...morning, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.fields)).toContain(field);
  });

  it('keeps quiet hours, refusing ones that start and end at the same time', async () => {
    const account = await premiumAccount();
    const save = (body: object) =>
      request(subject.app)
        .put('/api/reminders/quiet-hours')
        .set('Authorization', account.authorization)
        .send(body);
    expect((await save({ quietHours: { start: '22:00', end: '22:00' } })).status).toBe(400);
    expect((await save({ quietHours: { start: '22:00', end: '7:00' } })).status).toBe(400);
    expect((await save({ quietHours: { start: '22:00', end: '07:00' } })).status).toBe(200);
    expect((await list(account.authorization)).body.quietHours).toEqual({ start: '22:00', end: '07:00' });
    expect((await save({ quietHours: null })).status).toBe(200);
    expect((await list(account.authorization)).body.quietHours).toBeNull();
  });

  it('lets nobody read, change or delete another user’s reminder', async () => {
    const owner = await premiumAccount();
    const stranger = await premiumAccount();
    const { id } = (await create(owner.authorization, morning)).body as { id: string };
    expect((await replace(stranger.authorization, id, morning)).status).toBe(404);
    expect((await remove(stranger.authorization, id)).status).toBe(404);
    expect((await list(stranger.authorization)).body.reminders).toEqual([]);
    expect((await list(owner.authorization)).body.reminders).toHaveLength(1);
  });

  it('is premium only: others get premium_required, guests sign_in_required, and may still delete', async () => {
    const account = await premiumAccount();
    const { id } = (await create(account.authorization, morning)).body as { id: string };
    subject.setStatus(account.user.id, 'canceled');
    for (const response of [
      await list(account.authorization),
      await create(account.authorization, morning),
      await request(subject.app).post('/api/reminders/calendar').set('Authorization', account.authorization),
      await request(subject.app)
        .post('/api/reminders/push/subscriptions')
        .set('Authorization', account.authorization)
        .send(subscription),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error.reason).toBe('premium_required');
    }
    expect((await remove(account.authorization, id)).status).toBe(204);
    expect((await request(subject.app).get('/api/reminders')).status).toBe(401);
  });

  it(`keeps at most ${reminderLimits.perUser} reminders per user`, async () => {
    const account = await premiumAccount();
    for (let index = 0; index < reminderLimits.perUser; index += 1) {
      expect((await create(account.authorization, morning)).status).toBe(201);
    }
    const refused = await create(account.authorization, morning);
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe('reminder_limit_reached');
  });

  it('answers one VAPID public key, the same for every instance on the database', async () => {
    const first = await request(subject.app).get('/api/reminders/push/public-key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const secondInstance = buildApp({
      logger: createLogger({ name: 'auth', level: 'silent' }),
      database: subject.database,
      settings: testSettings,
    });
    expect((await request(secondInstance).get('/api/reminders/push/public-key')).body).toEqual(first.body);
  });

  it('saves and removes a browser’s push subscription, refusing malformed ones', async () => {
    const account = await premiumAccount();
    const save = (body: object) =>
      request(subject.app)
        .post('/api/reminders/push/subscriptions')
        .set('Authorization', account.authorization)
        .send(body);
    expect((await save({ ...subscription, endpoint: 'http://push.example.com/x' })).status).toBe(400);
    expect((await save({ ...subscription, keys: { p256dh: 'not base64!', auth: 'x' } })).status).toBe(400);
    expect((await save({ endpoint: subscription.endpoint })).status).toBe(400);
    expect((await save(subscription)).status).toBe(204);
    expect((await save(subscription)).status).toBe(204);
    const unsubscribe = await request(subject.app)
      .delete('/api/reminders/push/subscriptions')
      .set('Authorization', account.authorization)
      .send({ endpoint: subscription.endpoint });
    expect(unsubscribe.status).toBe(204);
  });

  const savePush = (authorization: string, body: object) =>
    request(subject.app)
      .post('/api/reminders/push/subscriptions')
      .set('Authorization', authorization)
      .send(body);

  it('takes only a push service’s https address: port 443, a host name, no credentials', async () => {
    const account = await premiumAccount();
    for (const endpoint of [
      'not an address',
      'https://127.0.0.1/push',
      'https://0x7f000001/push',
      'https://2130706433/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/push',
      'https://localhost/push',
      'https://push.example.com:8443/push',
      'https://user:secret@push.example.com/push',
    ]) {
      const response = await savePush(account.authorization, { ...subscription, endpoint });
      expect([endpoint, response.status]).toEqual([endpoint, 400]);
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        fields: {
          endpoint:
            'Must be the https address of a push service: port 443, a host name (not an IP address), no user name or password',
        },
      });
    }
  });

  it('keeps an endpoint with the account that subscribed it first, until that account removes it', async () => {
    const first = await premiumAccount();
    const second = await premiumAccount();
    const endpoint = { ...subscription, endpoint: 'https://push.example.com/send/shared-browser' };
    expect((await savePush(first.authorization, endpoint)).status).toBe(204);
    const taken = await savePush(second.authorization, endpoint);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'conflict', reason: 'push_subscription_taken' });
    const owners = () =>
      subject.database.db
        .selectFrom('push_subscriptions')
        .select('user_id')
        .where('endpoint', '=', endpoint.endpoint)
        .execute();
    expect(await owners()).toEqual([{ user_id: first.user.id }]);
    // The first account may renew its own keys.
    const renewed = { ...endpoint, keys: { ...endpoint.keys, auth: 'bmV3LWF1dGgtc2VjcmV0' } };
    expect((await savePush(first.authorization, renewed)).status).toBe(204);
    await request(subject.app)
      .delete('/api/reminders/push/subscriptions')
      .set('Authorization', first.authorization)
      .send({ endpoint: endpoint.endpoint });
    expect((await savePush(second.authorization, endpoint)).status).toBe(204);
    expect(await owners()).toEqual([{ user_id: second.user.id }]);
  });
});

describe('push subscriptions with PUSH_SERVICE_HOSTS set', () => {
  let subject: PremiumTestApp;
  beforeAll(async () => {
    subject = await createPremiumTestApp('sqlite', {
      ...defaultReminderSettings,
      pushServiceHosts: ['fcm.googleapis.com', '*.push.apple.com'],
    });
  });
  afterAll(() => subject.close());

  it('takes only the push services it names', async () => {
    const account = await registerTestAccount(subject.app);
    subject.setStatus(account.user.id, 'active');
    const save = (endpoint: string) =>
      request(subject.app)
        .post('/api/reminders/push/subscriptions')
        .set('Authorization', account.authorization)
        .send({ ...subscription, endpoint });
    const elsewhere = await save('https://push.example.com/send/abc');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.reason).toBe('push_service_not_allowed');
    expect((await save('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(204);
    expect((await save('https://web.push.apple.com/QGuQyavXutnMaD')).status).toBe(204);
  });
});
