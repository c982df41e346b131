import request from 'supertest';
import { badDayStateSchema, userSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

const hour = 60 * 60 * 1000;

// The test clock starts on Sunday 2026-03-01 at 10:00 UTC, 13:00 in Moscow (UTC+3 all year).
describe.each(testDialects())('"Today is hard" on %s', (dialect) => {
  let subject: PremiumTestApp;
  beforeEach(async () => {
    subject = await createPremiumTestApp(dialect);
  });
  afterEach(() => subject.close());

  const turn = (authorization: string, body: object) =>
    request(subject.app).put('/api/user/bad-day').set('Authorization', authorization).send(body);
  const current = async (authorization: string) =>
    badDayStateSchema.parse(
      (await request(subject.app).get('/api/user/bad-day').set('Authorization', authorization)).body,
    );
  const profile = async (authorization: string) =>
    userSchema.parse(
      (await request(subject.app).get('/api/auth/profile').set('Authorization', authorization)).body,
    );

  it('is off for a new account', async () => {
    const account = await registerTestAccount(subject.app);
    expect(await current(account.authorization)).toEqual({ until: null });
    expect((await profile(account.authorization)).badDayUntil).toBeNull();
  });

  it('turns on for a free account until the next midnight in the reader’s time zone, on every device', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await turn(account.authorization, { on: true, timeZone: 'Europe/Moscow' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ until: '2026-03-01T21:00:00.000Z' });
    expect(await current(account.authorization)).toEqual({ until: '2026-03-01T21:00:00.000Z' });
    expect((await profile(account.authorization)).badDayUntil).toBe('2026-03-01T21:00:00.000Z');
  });

  it('lasts until the user’s own day start when their day starts later than midnight', async () => {
    const account = await registerTestAccount(subject.app);
    await request(subject.app)
      .put('/api/user/settings')
      .set('Authorization', account.authorization)
      .send({ dayStartHour: 4, hideStreaks: false });
    const response = await turn(account.authorization, { on: true, timeZone: 'Europe/Moscow' });
    expect(response.body).toEqual({ until: '2026-03-02T01:00:00.000Z' });
  });

  it('ends by itself at the next day start', async () => {
    const account = await registerTestAccount(subject.app);
    await turn(account.authorization, { on: true, timeZone: 'Europe/Moscow' });
    subject.clock.advance(11 * hour - 1);
    expect((await current(account.authorization)).until).not.toBeNull();
    subject.clock.advance(1);
    expect(await current(account.authorization)).toEqual({ until: null });
    expect((await profile(account.authorization)).badDayUntil).toBeNull();
  });

  it('turns off with one call, leaving the day-start setting as it was', async () => {
    const account = await registerTestAccount(subject.app);
    await request(subject.app)
      .put('/api/user/settings')
      .set('Authorization', account.authorization)
      .send({ dayStartHour: 5, hideStreaks: true });
    await turn(account.authorization, { on: true });
    const response = await turn(account.authorization, { on: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ until: null });
    expect(await current(account.authorization)).toEqual({ until: null });
    const settings = await request(subject.app)
      .get('/api/user/settings')
      .set('Authorization', account.authorization);
    expect(settings.body).toEqual({ dayStartHour: 5, hideStreaks: true });
  });

  it('leaves XP and level untouched', async () => {
    const account = await registerTestAccount(subject.app);
    await request(subject.app)
      .post('/api/user/update-xp')
      .set('Authorization', account.authorization)
      .send({ xp: 10, techniqueId: 'pomodoro-focus' });
    const progress = async () =>
      (await request(subject.app).get('/api/user/progress').set('Authorization', account.authorization))
        .body as unknown;
    const before = await progress();
    await turn(account.authorization, { on: true });
    await turn(account.authorization, { on: false });
    expect(await progress()).toEqual(before);
  });

  it('refuses a guest, an unknown time zone and a body without `on`, with a JSON reason', async () => {
    expect((await request(subject.app).put('/api/user/bad-day').send({ on: true })).status).toBe(401);
    const account = await registerTestAccount(subject.app);
    const badZone = await turn(account.authorization, { on: true, timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(badZone.body).toMatchObject({ error: { code: 'validation_failed' } });
    expect((await turn(account.authorization, { timeZone: 'UTC' })).status).toBe(400);
    expect(await current(account.authorization)).toEqual({ until: null });
  });
});
