import ICAL from 'ical.js';
import request from 'supertest';
import { calendarLinkResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

/** Parses a feed with a real iCalendar parser, its VTIMEZONEs registered so times resolve to instants. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar;
}

/** The first `count` occurrences of an event as UTC instants. */
function firstOccurrences(event: InstanceType<typeof ICAL.Event>, count: number): string[] {
  const iterator = event.iterator();
  return Array.from({ length: count }, () => iterator.next()?.toJSDate().toISOString() ?? '');
}

// The test clock starts on Sunday 2026-03-01 at 10:00 UTC.
describe.each(testDialects())('the private calendar feed on %s', (dialect) => {
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
  const newLink = async (authorization: string) => {
    const response = await request(subject.app)
      .post('/api/reminders/calendar')
      .set('Authorization', authorization);
    expect(response.status).toBe(201);
    return calendarLinkResponseSchema.parse(response.body).calendarUrl;
  };
  const feedOf = (calendarUrl: string) => request(subject.app).get(new URL(calendarUrl).pathname);

  it('serves the reminders as weekly events at their local time, in their own zone, with one alarm', async () => {
    const account = await premiumAccount();
    const add = (body: object) =>
      request(subject.app).post('/api/reminders').set('Authorization', account.authorization).send(body);
    await add({
      time: '09:00',
      days: ['sat', 'sun', 'mon'],
      timeZone: 'America/New_York',
      suggestedTool: 'breathing',
      repeat: { everyMinutes: 10, times: 3 },
    });
    await add({ time: '20:00', days: ['wed'], timeZone: 'Europe/Moscow', paused: true });
    const calendarUrl = await newLink(account.authorization);
    expect(calendarUrl).toMatch(
      /^webcal:\/\/steady\.test:8080\/api\/reminders\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );

    const feed = await feedOf(calendarUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseFeed(feed.text);
    const events = calendar.getAllSubcomponents('vevent');
    // The paused reminder is not in the feed.
    expect(events).toHaveLength(1);
    const [component] = events;
    if (!component) throw new Error('no event');
    const event = new ICAL.Event(component);
    expect(event.summary).toBe('Steady: a moment for you');
    expect(component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
    expect(component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=SA,SU,MO');
    expect(component.getFirstProperty('url')?.getFirstValue()).toBe('https://steady.test:8080/');
    // The first alarm only: repeats answer an unanswered notification, which a calendar cannot tell.
    expect(component.getAllSubcomponents('valarm')).toHaveLength(1);
    const alarm = component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('PT0S');
    expect(
      calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toContain('America/New_York');
    // From Sunday 22 February on; 09:00 in New York before (EST, UTC−5) and after (EDT, UTC−4) 8 March.
    expect(firstOccurrences(event, 8).slice(5)).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('names no state or tool in a possibly shared calendar: neutral title, text and link, in both languages', async () => {
    const account = await premiumAccount();
    const add = (body: object) =>
      request(subject.app).post('/api/reminders').set('Authorization', account.authorization).send(body);
    await add({ time: '09:00', days: ['mon'], timeZone: 'UTC', suggestedState: 'anxiety', language: 'en' });
    await add({
      time: '10:00',
      days: ['tue'],
      timeZone: 'UTC',
      suggestedState: 'irritability',
      language: 'ru',
    });
    await add({ time: '11:00', days: ['wed'], timeZone: 'UTC', suggestedTool: 'breathing', language: 'ru' });
    const feed = await feedOf(await newLink(account.authorization));

    const events = parseFeed(feed.text)
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.summary, event.description])).toEqual([
      [
        'Steady: a moment for you',
        'How are you feeling right now? A minute of calm is one tap away.\nhttps://steady.test:8080/',
      ],
      [
        'Steady: минутка для себя',
        'Как вы сейчас? Минута спокойствия — в одно касание.\nhttps://steady.test:8080/',
      ],
      [
        'Steady: минутка для себя',
        'Как вы сейчас? Минута спокойствия — в одно касание.\nhttps://steady.test:8080/',
      ],
    ]);
    expect(feed.text).not.toMatch(/anxiety|irritability|breathing|recommendations|techniques/);
  });

  it('answers only its current secret: a new link retires the old one, revoking retires both', async () => {
    const account = await premiumAccount();
    const first = await newLink(account.authorization);
    const second = await newLink(account.authorization);
    expect(second).not.toBe(first);
    expect((await feedOf(first)).status).toBe(404);
    expect((await feedOf(second)).status).toBe(200);
    const listed = await request(subject.app)
      .get('/api/reminders')
      .set('Authorization', account.authorization);
    // Each supertest request listens on its own port: compare the secret path.
    expect(new URL(listed.body.calendarUrl).pathname).toBe(new URL(second).pathname);

    const revoked = await request(subject.app)
      .delete('/api/reminders/calendar')
      .set('Authorization', account.authorization);
    expect(revoked.status).toBe(204);
    expect((await feedOf(second)).status).toBe(404);
    expect((await request(subject.app).get('/api/reminders/calendar/not-a-token.ics')).status).toBe(400);
  });

  it('keeps answering, without events, once Premium ends', async () => {
    const account = await premiumAccount();
    await request(subject.app)
      .post('/api/reminders')
      .set('Authorization', account.authorization)
      .send({ time: '09:00', days: ['mon'], timeZone: 'UTC' });
    const calendarUrl = await newLink(account.authorization);
    subject.setStatus(account.user.id, 'inactive');
    const feed = await feedOf(calendarUrl);
    expect(feed.status).toBe(200);
    expect(parseFeed(feed.text).getAllSubcomponents('vevent')).toEqual([]);
  });
});
