import request from 'supertest';
import {
  reminderListResponseSchema,
  reminderPushPayloadSchema,
  type ReminderRequest,
} from '@steady/contracts';
import { createKeyCipher, createLogger } from '@steady/service-common';
import { metricValue, testDialects } from '@steady/service-common/testing';
import { registerTestAccount, testSettings } from '../../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../../premium/premium-test-app';
import { startPushServiceStub, type PushServiceStub, type TestSubscription } from './push-service-stub';
import { createWebPushSender } from './push-sender';
import { createReminderStore } from '../reminder-store';
import { createReminderScheduler, type ReminderScheduler } from './scheduler';
import { createVapidKeyProvider } from './vapid-keys';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

// The test clock starts on Sunday 2026-03-01 at 10:00 UTC, 13:00 in Moscow (UTC+3 all year).
describe.each(testDialects())('the reminder scheduler on %s', (dialect) => {
  let subject: PremiumTestApp;
  let pushService: PushServiceStub;
  const premiumUsers = new Set<string>();
  const logger = createLogger({ name: 'auth', level: 'silent' });

  beforeAll(async () => {
    pushService = await startPushServiceStub();
  });
  beforeEach(async () => {
    subject = await createPremiumTestApp(dialect);
    pushService.received.length = 0;
  });
  afterEach(() => subject.close());
  afterAll(() => pushService.close());

  /** A scheduler instance as each auth instance runs one: own key cache, same database and clock. */
  const createScheduler = (store = createReminderStore(subject.database)): ReminderScheduler =>
    createReminderScheduler({
      store,
      entitlements: { hasPremium: (userId) => Promise.resolve(premiumUsers.has(userId)) },
      sender: createWebPushSender({
        vapidKeys: createVapidKeyProvider({
          push: store.push,
          configured: null,
          cipher: createKeyCipher(testSettings.keyEncryptionSecret),
          now: subject.clock.now,
        }),
        vapidSubject: 'mailto:support@steady.care',
        pushServiceHosts: [],
        logger,
        agent: pushService.agent,
      }),
      logger,
      now: subject.clock.now,
      intervalMs: 0,
    });

  /** Stores whose first read of due reminders returns only once every one of them has read: a real race. */
  const storesReadingTogether = (count: number) => {
    let waiting = count;
    let release: () => void = () => undefined;
    const allRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    return Array.from({ length: count }, () => {
      const store = createReminderStore(subject.database);
      const listDue = store.reminders.listDue;
      let first = true;
      store.reminders = {
        ...store.reminders,
        listDue: async (now, limit) => {
          const due = await listDue(now, limit);
          if (first) {
            first = false;
            waiting -= 1;
            if (waiting === 0) release();
            await allRead;
          }
          return due;
        },
      };
      return store;
    });
  };

  const premiumAccount = async () => {
    const account = await registerTestAccount(subject.app);
    subject.setStatus(account.user.id, 'active');
    premiumUsers.add(account.user.id);
    return account;
  };

  const addReminder = async (authorization: string, reminder: Partial<ReminderRequest>) => {
    const response = await request(subject.app)
      .post('/api/reminders')
      .set('Authorization', authorization)
      .send({ time: '13:30', days: everyDay, timeZone: 'Europe/Moscow', ...reminder });
    expect(response.status).toBe(201);
    return response.body as { id: string };
  };

  const subscribe = async (authorization: string, name: string): Promise<TestSubscription> => {
    const browser = pushService.subscribe(name);
    const response = await request(subject.app)
      .post('/api/reminders/push/subscriptions')
      .set('Authorization', authorization)
      .send(browser.subscription);
    expect(response.status).toBe(204);
    return browser;
  };

  const nextDueTimes = async (authorization: string) => {
    const response = await request(subject.app).get('/api/reminders').set('Authorization', authorization);
    return reminderListResponseSchema.parse(response.body).reminders.map((reminder) => reminder.nextDueAt);
  };

  it('sends a due reminder once, encrypted for the subscription, with the page it suggests', async () => {
    const account = await premiumAccount();
    await addReminder(account.authorization, { time: '13:30', suggestedTool: 'breathing' });
    const phone = await subscribe(account.authorization, 'phone');
    const scheduler = createScheduler();

    expect(await scheduler.runOnce()).toEqual([]);
    subject.clock.advance(30 * minute);
    expect(await scheduler.runOnce()).toEqual(['sent']);
    expect(await scheduler.runOnce()).toEqual([]);

    expect(pushService.received).toHaveLength(1);
    const [message] = pushService.received;
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    const payload = reminderPushPayloadSchema.parse(
      JSON.parse(phone.decrypt(message?.body ?? Buffer.alloc(0))),
    );
    expect(payload).toEqual({
      title: 'Steady: a moment for you',
      body: 'Your technique is ready when you are.',
      url: '/techniques/breathing',
    });
    expect(await nextDueTimes(account.authorization)).toEqual(['2026-03-02T10:30:00.000Z']);
  });

  it('counts what happened to each due reminder, and each pass, in the metrics', async () => {
    const sent = () => metricValue('steady_reminders_total', { outcome: 'sent' });
    const passes = () => metricValue('steady_reminder_scheduler_passes_total', { result: 'ok' });
    const [sentBefore, passesBefore] = [await sent(), await passes()];
    const account = await premiumAccount();
    await addReminder(account.authorization, {});
    await subscribe(account.authorization, 'phone');
    subject.clock.advance(31 * minute);
    expect(await createScheduler().runOnce()).toEqual(['sent']);
    expect(await sent()).toBe(sentBefore + 1);
    expect(await passes()).toBe(passesBefore + 1);
  });

  it('writes the message in the language the reminder was saved in and opens the state page', async () => {
    const account = await premiumAccount();
    await addReminder(account.authorization, { suggestedState: 'anxiety', language: 'ru' });
    const phone = await subscribe(account.authorization, 'phone-ru');
    subject.clock.advance(30 * minute);
    await createScheduler().runOnce();
    const [message] = pushService.received;
    expect(JSON.parse(phone.decrypt(message?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'Steady: минутка для себя',
      body: 'Для вашего состояния есть несколько советов.',
      url: '/recommendations/anxiety',
    });
  });

  it('sends each due reminder exactly once when two instances run on the same database', async () => {
    const account = await premiumAccount();
    for (let index = 0; index < 6; index += 1) await addReminder(account.authorization, {});
    await subscribe(account.authorization, 'shared');
    const [first, second] = storesReadingTogether(2).map((store) => createScheduler(store));
    subject.clock.advance(31 * minute);

    const [firstOutcomes, secondOutcomes] = await Promise.all([first?.runOnce(), second?.runOnce()]);
    const outcomes = [...(firstOutcomes ?? []), ...(secondOutcomes ?? [])];
    // Both read all six due rows; each was claimed by exactly one of them.
    expect(outcomes).toHaveLength(12);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(6);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(6);
    expect(pushService.received).toHaveLength(6);
    expect(await Promise.all([first?.runOnce(), second?.runOnce()])).toEqual([[], []]);
  });

  it('after downtime sends only the latest missed occurrence, and none that is hours old', async () => {
    const account = await premiumAccount();
    await addReminder(account.authorization, { time: '14:00' });
    await addReminder(account.authorization, { time: '14:00', days: ['mon'] });
    await subscribe(account.authorization, 'downtime');

    // Down from Sunday 13:00 to Tuesday 14:30 in Moscow: three daily occurrences and one Monday one missed.
    subject.clock.advance(2 * day + 90 * minute);
    const outcomes = await createScheduler().runOnce();
    expect(outcomes.sort()).toEqual(['sent', 'stale']);
    expect(pushService.received).toHaveLength(1);
    expect(await nextDueTimes(account.authorization)).toEqual([
      '2026-03-04T11:00:00.000Z',
      '2026-03-09T11:00:00.000Z',
    ]);
  });

  it('holds back a reminder inside quiet hours and sends the one outside them', async () => {
    const account = await premiumAccount();
    const quiet = await request(subject.app)
      .put('/api/reminders/quiet-hours')
      .set('Authorization', account.authorization)
      .send({ quietHours: { start: '13:15', end: '13:45' } });
    expect(quiet.status).toBe(200);
    await addReminder(account.authorization, { time: '13:30' });
    await addReminder(account.authorization, { time: '13:50' });
    await subscribe(account.authorization, 'quiet');

    subject.clock.advance(55 * minute);
    expect((await createScheduler().runOnce()).sort()).toEqual(['quiet', 'sent']);
    expect(pushService.received).toHaveLength(1);
  });

  it('pauses every reminder while "Today is hard" is on and sends again from the next day start', async () => {
    const account = await premiumAccount();
    await addReminder(account.authorization, { time: '13:30' });
    await addReminder(account.authorization, { time: '23:30' });
    await subscribe(account.authorization, 'bad-day');
    const badDay = await request(subject.app)
      .put('/api/user/bad-day')
      .set('Authorization', account.authorization)
      .send({ on: true, timeZone: 'Europe/Moscow' });
    expect(badDay.body).toEqual({ until: '2026-03-01T21:00:00.000Z' });
    const scheduler = createScheduler();

    subject.clock.advance(30 * minute);
    expect(await scheduler.runOnce()).toEqual(['badDay']);
    // 23:30 in Moscow is still the same day: paused too, and not sent late after midnight.
    subject.clock.advance(10 * hour);
    expect(await scheduler.runOnce()).toEqual(['badDay']);
    subject.clock.advance(hour);
    expect(await scheduler.runOnce()).toEqual([]);
    // Monday 13:30: the mode ended by itself at midnight, so reminders ring again.
    subject.clock.advance(13 * hour);
    expect(await scheduler.runOnce()).toEqual(['sent']);
    expect(pushService.received).toHaveLength(1);
  });

  it('rings at 09:00 local time on both sides of a daylight-saving change', async () => {
    const account = await premiumAccount();
    await addReminder(account.authorization, { time: '09:00', timeZone: 'America/New_York' });
    await subscribe(account.authorization, 'new-york');
    const scheduler = createScheduler();

    // Saturday 7 March 09:00 EST is 14:00 UTC; New York moves to EDT on Sunday 8 March.
    subject.clock.advance(6 * day + 4 * hour + minute);
    expect(await scheduler.runOnce()).toEqual(['sent']);
    expect(await nextDueTimes(account.authorization)).toEqual(['2026-03-08T13:00:00.000Z']);
    subject.clock.advance(23 * hour);
    expect(await scheduler.runOnce()).toEqual(['sent']);
    expect(await nextDueTimes(account.authorization)).toEqual(['2026-03-09T13:00:00.000Z']);
  });

  it('forgets a subscription the push service no longer knows, and sends nothing once Premium ends', async () => {
    const account = await premiumAccount();
    await addReminder(account.authorization, {});
    const gone = await subscribe(account.authorization, 'gone');
    pushService.answer('gone', 410);
    subject.clock.advance(31 * minute);
    expect(await createScheduler().runOnce()).toEqual(['failed']);
    expect(await createReminderStore(subject.database).push.subscriptionsOf(account.user.id)).toEqual([]);

    await subscribe(account.authorization, 'later');
    premiumUsers.delete(account.user.id);
    subject.clock.advance(day);
    expect(await createScheduler().runOnce()).toEqual(['notPremium']);
    expect(pushService.received.map((message) => message.path)).toEqual([
      new URL(gone.subscription.endpoint).pathname,
    ]);
  });
});
