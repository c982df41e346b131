import request from 'supertest';
import { achievementsResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDialects())('badges, streaks and their settings on %s', (dialect) => {
  let subject: PremiumTestApp;
  beforeAll(async () => {
    subject = await createPremiumTestApp(dialect);
  });
  afterAll(() => subject.close());

  const at = (instant: string) => subject.clock.advance(Date.parse(instant) - subject.clock.now().getTime());
  const complete = (authorization: string, techniqueId: string, extra: object = {}) =>
    request(subject.app)
      .post('/api/user/update-xp')
      .set('Authorization', authorization)
      .send({ xp: 10, techniqueId, ...extra });
  const achievements = async (authorization: string, query = '') =>
    achievementsResponseSchema.parse(
      (await request(subject.app).get(`/api/user/achievements${query}`).set('Authorization', authorization))
        .body,
    );
  const saveSettings = (authorization: string, body: object) =>
    request(subject.app).put('/api/user/settings').set('Authorization', authorization).send(body);

  it('shows every badge to a new account, none earned, and a week with no active days yet', async () => {
    at('2026-03-01T10:00:00.000Z');
    const account = await registerTestAccount(subject.app);
    const body = await achievements(account.authorization);
    expect(body.badges.length).toBeGreaterThanOrEqual(12);
    expect(body.badges.some((badge) => badge.earned)).toBe(false);
    // Everyone starts at level 1 of the five "level five" asks for.
    expect(body.badges.filter((badge) => badge.current > 0).map((badge) => badge.id)).toEqual(['level-five']);
    expect(body.badges[0]).toEqual({
      id: 'first-step',
      earned: false,
      current: 0,
      target: 1,
      showsProgress: true,
    });
    expect(body.activity).toMatchObject({ hidden: false, activeDays: 0 });
    expect(body.activity.days.map((day) => day.day)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('unlocks a badge on the server when its rule is met and announces it once', async () => {
    at('2026-03-01T10:00:00.000Z');
    const account = await registerTestAccount(subject.app);
    const first = await complete(account.authorization, 'pomodoro-focus');
    expect(first.body.badgesEarned).toEqual(['first-step', 'first-focus']);
    expect(first.body.badges).toEqual(['first-step', 'first-focus']);
    expect((await complete(account.authorization, 'breath-loop')).body.badgesEarned).toEqual([]);
    const body = await achievements(account.authorization);
    expect(body.badges.find((badge) => badge.id === 'first-step')).toMatchObject({
      earned: true,
      current: 1,
    });
    expect(body.badges.find((badge) => badge.id === 'three-tools')).toMatchObject({
      earned: false,
      current: 2,
      target: 3,
    });
  });

  it('counts active days in the last seven without punishing a gap: XP and badges stay', async () => {
    at('2026-03-01T10:00:00.000Z');
    const account = await registerTestAccount(subject.app);
    await complete(account.authorization, 'breath-loop');
    at('2026-03-03T10:00:00.000Z');
    await complete(account.authorization, 'breath-loop');
    at('2026-03-04T10:00:00.000Z');
    await complete(account.authorization, 'breath-loop');
    expect((await achievements(account.authorization)).activity.activeDays).toBe(3);
    subject.clock.advance(20 * dayMs);
    const later = await achievements(account.authorization);
    expect(later.activity.activeDays).toBe(0);
    expect(later.badges.find((badge) => badge.id === 'first-step')?.earned).toBe(true);
    const progress = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(progress.body.xp).toBe(30);
    // Coming back after a long pause is welcomed, not reset.
    expect((await complete(account.authorization, 'stop-technique')).body.badgesEarned).toEqual([
      'welcome-back',
    ]);
  });

  it("counts late-night use for the evening before, by the user's day start and time zone", async () => {
    const account = await registerTestAccount(subject.app);
    const moscow = { timeZone: 'Europe/Moscow' };
    expect((await saveSettings(account.authorization, { dayStartHour: 4, hideStreaks: false })).status).toBe(
      200,
    );
    at('2026-03-05T19:00:00.000Z'); // 22:00 on 5 March in Moscow
    await complete(account.authorization, 'breath-loop', moscow);
    at('2026-03-05T22:30:00.000Z'); // 01:30 on 6 March in Moscow: still 5 March with a 4:00 day start
    await complete(account.authorization, 'stop-technique', moscow);
    const body = await achievements(account.authorization, '?timeZone=Europe/Moscow');
    expect(body.activity.days.filter((day) => day.active).map((day) => day.day)).toEqual(['2026-03-05']);
    expect(body.activity.days.at(-1)?.day).toBe('2026-03-05');
  });

  it('keeps the settings: day start and hidden streaks', async () => {
    const account = await registerTestAccount(subject.app);
    const settings = () =>
      request(subject.app).get('/api/user/settings').set('Authorization', account.authorization);
    expect((await settings()).body).toEqual({ dayStartHour: 0, hideStreaks: false });
    const saved = await saveSettings(account.authorization, { dayStartHour: 3, hideStreaks: true });
    expect(saved.body).toEqual({ dayStartHour: 3, hideStreaks: true });
    expect((await settings()).body).toEqual({ dayStartHour: 3, hideStreaks: true });
    expect((await achievements(account.authorization)).activity.hidden).toBe(true);
    for (const body of [
      { dayStartHour: 7, hideStreaks: false },
      { dayStartHour: -1, hideStreaks: false },
      { dayStartHour: 2.5, hideStreaks: false },
      { dayStartHour: 2, hideStreaks: 'yes' },
      { dayStartHour: 2 },
    ]) {
      expect((await saveSettings(account.authorization, body)).status).toBe(400);
    }
    const badZone = await request(subject.app)
      .get('/api/user/achievements?timeZone=Atlantis/Capital')
      .set('Authorization', account.authorization);
    expect(badZone.status).toBe(400);
    for (const call of [
      request(subject.app).get('/api/user/achievements'),
      request(subject.app).get('/api/user/settings'),
      request(subject.app).put('/api/user/settings').send({ dayStartHour: 1, hideStreaks: false }),
    ]) {
      expect((await call).status).toBe(401);
    }
  });
});

describe.each(testDialects())('more XP for Premium on %s', (dialect) => {
  let subject: PremiumTestApp;
  beforeAll(async () => {
    subject = await createPremiumTestApp(dialect);
  });
  afterAll(() => subject.close());

  it('adds half as much again, rounded down, while the subscription gives premium', async () => {
    const account = await registerTestAccount(subject.app);
    const complete = (techniqueId: string) =>
      request(subject.app)
        .post('/api/user/update-xp')
        .set('Authorization', account.authorization)
        .send({ xp: 15, techniqueId });
    subject.setStatus(account.user.id, 'active');
    expect((await complete('tense-and-release')).body).toMatchObject({
      xpEarned: 15,
      premiumBonus: 7,
      xp: 22,
    });
    subject.setStatus(account.user.id, 'cancelPending');
    expect((await complete('brain-dump')).body).toMatchObject({ xpEarned: 15, premiumBonus: 7, xp: 44 });
    subject.setStatus(account.user.id, 'past_due');
    expect((await complete('gratitude-moments')).body).toMatchObject({
      xpEarned: 15,
      premiumBonus: 0,
      xp: 59,
    });
  });
});
