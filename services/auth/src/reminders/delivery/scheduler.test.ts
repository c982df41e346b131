import request from 'supertest';
import {
  nudgeAckResponseSchema,
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

  /**
   * Stores whose reads of due reminders and due nudges each return only once every store has made that
   * read: a real race on every pass (so the instances built on them must always run their passes together).
   */
  const storesReadingTogether = (count: number) => {
    const rounds = new Map<string, { left: number; all: Promise<void>; release: () => void }>();
    const together = async (read: string) => {
      let round = rounds.get(read);
      if (!round) {
        let release: () => void = () => undefined;
        const all = new Promise<void>((resolve) => {
          release = resolve;
        });
        round = { left: count, all, release };
        rounds.set(read, round);
      }
      round.left -= 1;
      if (round.left === 0) round.release();
      await round.all;
    };
    return Array.from({ length: count }, () => {
      const store = createReminderStore(subject.database);
      const { reminders, nudges } = store;
      const reads = { reminders: 0, nudges: 0 };
      store.reminders = {
        ...reminders,
        listDue: async (now, limit) => {
          const due = await reminders.listDue(now, limit);
          await together(`reminders ${(reads.reminders += 1)}`);
          return due;
        },
      };
      store.nudges = {
        ...nudges,
        listDue: async (now, limit) => {
          const due = await nudges.listDue(now, limit);
          await together(`nudges ${(reads.nudges += 1)}`);
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
      tag: expect.stringMatching(/^reminder-\d+$/),
      nudge: {
        id: expect.any(String),
        token: expect.stringMatching(/^[\w-]{43}$/),
        actions: [
          { action: 'start', title: 'Start now' },
          { action: 'snooze', title: 'Snooze 10 min' },
          { action: 'later', title: 'Later today' },
        ],
      },
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
    const payload = reminderPushPayloadSchema.parse(
      JSON.parse(phone.decrypt(message?.body ?? Buffer.alloc(0))),
    );
    expect(payload).toMatchObject({
      title: 'Steady: минутка для себя',
      body: 'Для вашего состояния есть несколько советов.',
      url: '/recommendations/anxiety',
    });
    expect(payload.nudge?.actions.map((action) => action.title)).toEqual([
      'Начать сейчас',
      'Через 10 минут',
      'Позже сегодня',
    ]);
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
  describe('the nudge ladder, with two instances on one database', () => {
    /** Two scheduler instances whose passes race on every read; a step runs one pass of each at once. */
    const twoInstances = () => {
      const [first, second] = storesReadingTogether(2).map((store) => createScheduler(store));
      return async () => {
        const outcomes = await Promise.all([first?.runOnce(), second?.runOnce()]);
        return outcomes.flatMap((each) => each ?? []).sort();
      };
    };

    /** The notifications the phone received so far, decrypted. */
    const received = (phone: TestSubscription) =>
      pushService.received.map((message) =>
        reminderPushPayloadSchema.parse(JSON.parse(phone.decrypt(message.body))),
      );

    const answer = (nudge: { id: string; token: string } | undefined, action: string) =>
      request(subject.app)
        .post(`/api/reminders/nudges/${nudge?.id ?? 0}/ack`)
        .send({ token: nudge?.token, action });

    /** Signs up, adds the 13:30 Moscow reminder, subscribes a phone and lets the first nudge go at 13:30. */
    const firstNudgeSent = async (reminder: Partial<ReminderRequest>) => {
      const account = await premiumAccount();
      await addReminder(account.authorization, { time: '13:30', ...reminder });
      const phone = await subscribe(account.authorization, `phone-${account.user.id}`);
      const step = twoInstances();
      subject.clock.advance(30 * minute);
      expect(await step()).toEqual(['sent', 'taken']);
      return { account, phone, step, latest: () => received(phone).at(-1)?.nudge };
    };

    it('repeats an unanswered reminder every 10 minutes, 3 times at most, each repeat sent once', async () => {
      const { phone, step } = await firstNudgeSent({ repeat: { everyMinutes: 10, times: 3 } });
      subject.clock.advance(9 * minute);
      expect(await step()).toEqual([]);
      for (let repeat = 1; repeat <= 3; repeat += 1) {
        subject.clock.advance(repeat === 1 ? minute : 10 * minute);
        expect(await step()).toEqual(['sent', 'taken']);
      }
      subject.clock.advance(10 * minute);
      expect(await step()).toEqual([]);

      const messages = received(phone);
      expect(messages.map((message) => message.body)).toEqual([
        'How are you feeling right now? A minute of calm is one tap away.',
        'No rush. This is still here whenever you are ready.',
        'No rush. This is still here whenever you are ready.',
        'No rush. This is still here whenever you are ready.',
      ]);
      // One notification per reminder on screen, each with a key of its own.
      expect(new Set(messages.map((message) => message.tag)).size).toBe(1);
      expect(new Set(messages.map((message) => message.nudge?.token)).size).toBe(4);
    });

    it('comes once when repeats are off (the default)', async () => {
      const { step } = await firstNudgeSent({});
      subject.clock.advance(2 * hour);
      expect(await step()).toEqual([]);
      expect(pushService.received).toHaveLength(1);
    });

    it('stops repeating once the notification is answered, by a button or by opening it', async () => {
      const { step, latest } = await firstNudgeSent({ repeat: { everyMinutes: 5, times: 3 } });
      subject.clock.advance(5 * minute);
      expect(await step()).toEqual(['sent', 'taken']);
      const opened = await answer(latest(), 'open');
      expect(opened.status).toBe(200);
      expect(nudgeAckResponseSchema.parse(opened.body)).toEqual({ nextNudgeAt: null });
      subject.clock.advance(hour);
      expect(await step()).toEqual([]);
      expect(pushService.received).toHaveLength(2);
    });

    it('sends no repeat once the reminded technique was practised that day', async () => {
      const { account, step } = await firstNudgeSent({
        suggestedTool: 'breathing',
        repeat: { everyMinutes: 10, times: 3 },
      });
      const practised = await request(subject.app)
        .post('/api/user/update-xp')
        .set('Authorization', account.authorization)
        .send({ xp: 10, techniqueId: 'breath-loop', timeZone: 'Europe/Moscow' });
      expect(practised.status).toBe(200);
      subject.clock.advance(10 * minute);
      expect(await step()).toEqual(['practised', 'taken']);
      subject.clock.advance(hour);
      expect(await step()).toEqual([]);
      // The next day's first nudge comes again, as nothing has been practised that day yet.
      subject.clock.advance(day - 70 * minute);
      expect(await step()).toEqual(['sent', 'taken']);
      expect(pushService.received).toHaveLength(2);
    });

    it('snoozes: one gentle nudge 10 minutes later, and no more after it', async () => {
      const { step, latest, phone } = await firstNudgeSent({ repeat: { everyMinutes: 15, times: 2 } });
      const snoozed = await answer(latest(), 'snooze');
      expect(snoozed.body).toEqual({ nextNudgeAt: '2026-03-01T10:40:00.000Z' });
      subject.clock.advance(9 * minute);
      expect(await step()).toEqual([]);
      subject.clock.advance(minute);
      expect(await step()).toEqual(['sent', 'taken']);
      expect(received(phone).at(-1)?.body).toBe(
        'Here is the nudge you asked for. Start whenever it suits you.',
      );
      subject.clock.advance(hour);
      expect(await step()).toEqual([]);
      expect(pushService.received).toHaveLength(2);
    });

    it('later today: one nudge three hours on, or half an hour before the quiet hours begin', async () => {
      const { account, step, latest } = await firstNudgeSent({});
      const later = await answer(latest(), 'later');
      // 16:30 in Moscow.
      expect(later.body).toEqual({ nextNudgeAt: '2026-03-01T13:30:00.000Z' });
      subject.clock.advance(3 * hour);
      expect(await step()).toEqual(['sent', 'taken']);

      await request(subject.app)
        .put('/api/reminders/quiet-hours')
        .set('Authorization', account.authorization)
        .send({ quietHours: { start: '18:00', end: '08:00' } });
      // Answered at 16:30: three hours on would be quiet, so 17:30.
      expect((await answer(latest(), 'later')).body).toEqual({ nextNudgeAt: '2026-03-01T14:30:00.000Z' });
      subject.clock.advance(hour);
      expect(await step()).toEqual(['sent', 'taken']);
      // Answered at 17:30: too little of the day is left, so nothing more today.
      expect((await answer(latest(), 'later')).body).toEqual({ nextNudgeAt: null });
      subject.clock.advance(3 * hour);
      expect(await step()).toEqual([]);
    });

    it('keeps quiet hours for repeats and snoozes', async () => {
      const { account, step, latest } = await firstNudgeSent({ repeat: { everyMinutes: 15, times: 3 } });
      await request(subject.app)
        .put('/api/reminders/quiet-hours')
        .set('Authorization', account.authorization)
        .send({ quietHours: { start: '13:50', end: '08:00' } });
      subject.clock.advance(15 * minute);
      expect(await step()).toEqual(['sent', 'taken']);
      // 14:00 is quiet: the repeat is held back and the ladder ends there.
      subject.clock.advance(15 * minute);
      expect(await step()).toEqual(['quiet', 'taken']);
      subject.clock.advance(hour);
      expect(await step()).toEqual([]);
      expect((await answer(latest(), 'snooze')).body).toEqual({ nextNudgeAt: null });
      expect(pushService.received).toHaveLength(2);
    });

    it('sends no repeat or snooze while "Today is hard" is on', async () => {
      const { account, step, latest } = await firstNudgeSent({ repeat: { everyMinutes: 10, times: 3 } });
      await request(subject.app)
        .put('/api/user/bad-day')
        .set('Authorization', account.authorization)
        .send({ on: true, timeZone: 'Europe/Moscow' });
      subject.clock.advance(10 * minute);
      expect(await step()).toEqual(['badDay', 'taken']);
      expect((await answer(latest(), 'snooze')).body).toEqual({ nextNudgeAt: null });
      subject.clock.advance(hour);
      expect(await step()).toEqual([]);
      expect(pushService.received).toHaveLength(1);
    });
  });

  describe('answering a notification', () => {
    /** The nudges of reminders of `count` users, sent at 13:30; each read from its own phone's message. */
    const sentNudges = async (count: number) => {
      const phones: TestSubscription[] = [];
      for (let index = 0; index < count; index += 1) {
        const account = await premiumAccount();
        await addReminder(account.authorization, { repeat: { everyMinutes: 10, times: 1 } });
        phones.push(await subscribe(account.authorization, `answer-${account.user.id}`));
      }
      subject.clock.advance(31 * minute);
      expect(await createScheduler().runOnce()).toEqual(phones.map(() => 'sent'));
      return phones.map((phone) => {
        const path = new URL(phone.subscription.endpoint).pathname;
        const message = pushService.received.find((each) => each.path === path);
        const { nudge } = reminderPushPayloadSchema.parse(
          JSON.parse(phone.decrypt(message?.body ?? Buffer.alloc(0))),
        );
        if (!nudge) throw new Error('The notification carries no nudge');
        return nudge;
      });
    };
    const ack = (id: string, body: object) =>
      request(subject.app).post(`/api/reminders/nudges/${id}/ack`).send(body);

    it('takes each token once, for its own notification only', async () => {
      const [mine, theirs] = await sentNudges(2);
      if (!mine || !theirs) throw new Error('Two nudges were not sent');
      const crossed = await ack(mine.id, { token: theirs.token, action: 'start' });
      expect(crossed.status).toBe(404);
      expect(crossed.body.error.reason).toBe('nudge_not_found');
      expect((await ack(mine.id, { token: mine.token, action: 'start' })).status).toBe(200);
      const again = await ack(mine.id, { token: mine.token, action: 'snooze' });
      expect(again.status).toBe(404);
      expect(again.body.error.reason).toBe('nudge_not_found');
      // Their notification is still unanswered: its repeat comes.
      subject.clock.advance(10 * minute);
      expect(await createScheduler().runOnce()).toEqual(['sent']);
    });

    it('answers bad input with 400 and a day-old token as expired', async () => {
      const [nudge] = await sentNudges(1);
      if (!nudge) throw new Error('No nudge was sent');
      const refusals = await Promise.all([
        ack('abc', { token: nudge.token, action: 'start' }),
        ack(nudge.id, { token: nudge.token, action: 'ignore' }),
        ack(nudge.id, { token: 'short', action: 'start' }),
        ack(nudge.id, { action: 'start' }),
      ]);
      for (const refused of refusals) expect(refused.status).toBe(400);
      subject.clock.advance(day);
      const expired = await ack(nudge.id, { token: nudge.token, action: 'start' });
      expect(expired.status).toBe(403);
      expect(expired.body.error.reason).toBe('nudge_expired');
    });
  });
});
