import request from 'supertest';
import { statsResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

describe.each(testDialects())('GET /api/stats on %s', (dialect) => {
  let subject: PremiumTestApp;
  let authorization: string;
  let userId: string;
  beforeAll(async () => {
    subject = await createPremiumTestApp(dialect);
    const account = await registerTestAccount(subject.app);
    userId = account.user.id;
    subject.setStatus(account.user.id, 'active');
    authorization = account.authorization;
    await recordKnownMonth();
  });
  afterAll(() => subject.close());

  const at = (instant: string) => subject.clock.advance(Date.parse(instant) - subject.clock.now().getTime());
  const post = (path: string, body: object) =>
    request(subject.app).post(path).set('Authorization', authorization).send(body);
  const rate = (id: string, effectiveness: number) =>
    request(subject.app)
      .patch(`/api/user/history/${id}`)
      .set('Authorization', authorization)
      .send({ effectiveness });
  const stats = (query: string) =>
    request(subject.app).get(`/api/stats${query}`).set('Authorization', authorization);

  /** A premium user's practice, ratings and journal over two weeks; XP is ×1.5 rounded down. */
  async function recordKnownMonth() {
    at('2026-02-10T12:00:00.000Z');
    await post('/api/user/update-xp', { xp: 10, techniqueId: 'stop-technique' }); // 10 + 5, 1 min
    at('2026-02-25T08:00:00.000Z');
    const anxiety = await post('/api/user/save-mood', { mood: 'anxiety' });
    await post('/api/user/update-xp', { xp: 10, techniqueId: 'breath-loop', mood: 'anxiety' }); // 15, 2 min
    await post('/api/user/update-xp', { xp: 10, techniqueId: 'grounding-5-4-3-2-1', mood: 'anxiety' }); // 15, 2 min
    await rate(anxiety.body.id, 5);
    at('2026-02-25T09:00:00.000Z');
    await post('/api/journal', { date: '2026-02-25T09:00:00.000Z', state: 'bad', text: 'Heavy morning' });
    at('2026-02-27T20:00:00.000Z');
    const overwhelm = await post('/api/user/save-mood', { mood: 'overwhelm' });
    await post('/api/user/update-xp', { xp: 15, techniqueId: 'brain-dump', mood: 'overwhelm' }); // 22, 4 min
    await rate(overwhelm.body.id, 2);
    await post('/api/journal', {
      kind: 'checkIn',
      date: '2026-02-27T20:05:00.000Z',
      state: 'overwhelm',
      techniques: ['brain-dump'],
      feelingBefore: 2,
      feelingAfter: 4,
    });
    at('2026-03-01T09:00:00.000Z');
    await post('/api/journal', { date: '2026-03-01T09:00:00.000Z', state: 'veryGood' });
    await post('/api/journal', {
      date: '2026-03-01T09:10:00.000Z',
      state: 'anxiety',
      effectiveness: 3,
      techniques: ['box-breathing'],
    });
    at('2026-03-01T10:00:00.000Z');
  }

  it('aggregates the last seven days by day: mood, practice, XP, level, states, what helped, active days', async () => {
    const response = await stats('?range=week');
    expect(response.status).toBe(200);
    const body = statsResponseSchema.parse(response.body);
    expect(body).toMatchObject({ range: 'week', from: '2026-02-23', to: '2026-03-01', bucket: 'day' });
    const day = (start: string) => body.buckets.find((bucket) => bucket.start === start);
    expect(body.buckets.map((bucket) => bucket.start)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(day('2026-02-23')).toEqual({
      start: '2026-02-23',
      moodAverage: null,
      moodEntries: 0,
      completions: 0,
      minutes: 0,
      xp: 0,
      level: 1,
    });
    expect(day('2026-02-25')).toMatchObject({
      moodAverage: 2,
      moodEntries: 1,
      completions: 2,
      minutes: 4,
      xp: 30,
    });
    expect(day('2026-02-27')).toMatchObject({ moodAverage: 4, completions: 1, minutes: 4, xp: 22 });
    expect(day('2026-03-01')).toMatchObject({ moodAverage: 5, moodEntries: 1, completions: 0 });
    expect(body.stateFrequency).toEqual([
      { state: 'anxiety', count: 2 },
      { state: 'bad', count: 1 },
      { state: 'overwhelm', count: 1 },
      { state: 'veryGood', count: 1 },
    ]);
    expect(body.helpedMost).toEqual([
      {
        state: 'anxiety',
        techniques: [
          { techniqueId: 'breath-loop', averageRating: 5, ratings: 1 },
          { techniqueId: 'grounding-5-4-3-2-1', averageRating: 5, ratings: 1 },
          { techniqueId: 'box-breathing', averageRating: 3, ratings: 1 },
        ],
      },
      { state: 'overwhelm', techniques: [{ techniqueId: 'brain-dump', averageRating: 3, ratings: 2 }] },
    ]);
    expect(body.activeDays).toEqual([
      { day: '2026-02-25', completions: 2 },
      { day: '2026-02-27', completions: 1 },
      { day: '2026-03-01', completions: 0 },
    ]);
    expect(body.totals).toEqual({ completions: 3, minutes: 8, xp: 52, activeDays: 3 });
  });

  it('aggregates a year by calendar month, levels carried over months without practice', async () => {
    const body = statsResponseSchema.parse((await stats('?range=year')).body);
    expect(body).toMatchObject({ from: '2025-04-01', to: '2026-03-01', bucket: 'month' });
    expect(body.buckets).toHaveLength(12);
    expect(body.buckets[0]).toMatchObject({ start: '2025-04-01', completions: 0, level: null });
    expect(body.buckets.at(-2)).toEqual({
      start: '2026-02-01',
      moodAverage: 3,
      moodEntries: 2,
      completions: 4,
      minutes: 9,
      xp: 67,
      level: 1,
    });
    expect(body.buckets.at(-1)).toMatchObject({
      start: '2026-03-01',
      moodAverage: 5,
      completions: 0,
      level: 1,
    });
    expect(body.totals).toMatchObject({ completions: 4, xp: 67, activeDays: 4 });
  });

  it('counts the days in the reader’s time zone', async () => {
    // 10:00 UTC on 1 March is already 2 March in Kiritimati (UTC+14).
    const body = (await stats('?range=month&timeZone=Pacific/Kiritimati')).body;
    expect(body).toMatchObject({ from: '2026-02-01', to: '2026-03-02' });
    expect(body.buckets).toHaveLength(30);
  });

  it('answers 403 premium_required on the free plan and 400 for a bad range or time zone', async () => {
    const free = await registerTestAccount(subject.app);
    const refused = await request(subject.app).get('/api/stats').set('Authorization', free.authorization);
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('premium_required');
    for (const query of ['?range=decade', '?range=', '?timeZone=Moon/Base']) {
      expect((await stats(query)).status).toBe(400);
    }
    expect((await request(subject.app).get('/api/stats')).status).toBe(401);
  });

  it.each(['paused', 'canceled'] as const)(
    'stays readable to a user who kept a journal while Premium is %s',
    async (status) => {
      subject.setStatus(userId, status);
      const answer = await stats('?range=month');
      subject.setStatus(userId, 'active');
      expect(answer.status).toBe(200);
      expect(statsResponseSchema.parse(answer.body).buckets).toHaveLength(30);
    },
  );
});
