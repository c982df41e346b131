import request from 'supertest';
import { progressSchema, updateXpResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/src/testing';
import { sittingWindowMs } from '../handlers/history';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';

describe.each(testDialects())('progress and XP on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  const updateXp = (authorization: string, body: string | object) =>
    request(subject.app).post('/api/user/update-xp').set('Authorization', authorization).send(body);
  const historyOf = async (authorization: string) =>
    (await request(subject.app).get('/api/user/history').set('Authorization', authorization)).body.records;

  it('starts a new account at level 1 with 100 XP to go', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(response.status).toBe(200);
    expect(progressSchema.parse(response.body)).toEqual({
      xp: 0,
      level: 1,
      xpToNextLevel: 100,
      completedTechniques: [],
      badges: [],
    });
  });

  it('applies the XP rule on the server: one level-up per addition, threshold × 1.5 rounded down', async () => {
    const account = await registerTestAccount(subject.app);
    const results = [];
    for (const xp of [50, 40, 10, 50, 50, 50]) {
      const response = await updateXp(account.authorization, { xp });
      expect(response.status).toBe(200);
      results.push(updateXpResponseSchema.parse(response.body));
    }
    expect(
      results.map(({ xp, level, xpToNextLevel, levelReached }) => [xp, level, xpToNextLevel, levelReached]),
    ).toEqual([
      [50, 1, 100, null],
      [90, 1, 100, null],
      [0, 2, 150, 2],
      [50, 2, 150, null],
      [100, 2, 150, null],
      [0, 3, 225, 3],
    ]);
    const stored = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(stored.body).toMatchObject({ xp: 0, level: 3, xpToNextLevel: 225 });
  });

  it('records the technique as completed once and adds it to the history', async () => {
    const account = await registerTestAccount(subject.app);
    await updateXp(account.authorization, { xp: 10, techniqueId: 'breath-loop', mood: 'anxiety' });
    const response = await updateXp(account.authorization, {
      xp: 10,
      techniqueId: 'breath-loop',
      mood: 'anxiety',
    });
    expect(response.body.completedTechniques).toEqual(['breath-loop']);
    expect(await historyOf(account.authorization)).toEqual([
      expect.objectContaining({ state: 'anxiety', techniques: ['breath-loop', 'breath-loop'], xpEarned: 20 }),
    ]);
  });

  it('refuses more XP per call than one completion can earn, and other malformed bodies, with 400', async () => {
    const account = await registerTestAccount(subject.app);
    for (const body of [
      { xp: 51 },
      { xp: 0 },
      { xp: -5 },
      { xp: 2.5 },
      { xp: '10' },
      {},
      { xp: 10, mood: 'sleepy' },
      { xp: 10, techniqueId: 'x'.repeat(101) },
      [10],
    ]) {
      const response = await updateXp(account.authorization, body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    const progress = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(progress.body.xp).toBe(0);
  });

  it('keeps each account’s progress to itself', async () => {
    const first = await registerTestAccount(subject.app);
    const second = await registerTestAccount(subject.app);
    await updateXp(first.authorization, { xp: 30, techniqueId: 'stop-technique' });
    const response = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', second.authorization);
    expect(response.body).toMatchObject({ xp: 0, completedTechniques: [] });
  });

  it('answers 401 to every /api/user route without a valid token', async () => {
    const calls = [
      request(subject.app).get('/api/user/progress'),
      request(subject.app).post('/api/user/update-xp').send({ xp: 10 }),
      request(subject.app).post('/api/user/save-mood').send({ mood: 'anxiety' }),
      request(subject.app).post('/api/user/claim-guest-progress').send({}),
      request(subject.app).get('/api/user/history').set('Authorization', 'Bearer nope'),
      request(subject.app).post('/api/user/history').send({}),
      request(subject.app).patch('/api/user/history/1').send({ effectiveness: 3 }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
  });
});

describe.each(testDialects())('POST /api/user/save-mood on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  const saveMood = (authorization: string, body: string | object) =>
    request(subject.app).post('/api/user/save-mood').set('Authorization', authorization).send(body);

  it('opens a sitting for the picked state (201) and returns the same one for a repeated pick (200)', async () => {
    const account = await registerTestAccount(subject.app);
    const first = await saveMood(account.authorization, { mood: 'overwhelm' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      date: subject.clock.now().toISOString(),
      state: 'overwhelm',
      techniques: [],
      effectiveness: null,
      xpEarned: 0,
    });
    const again = await saveMood(account.authorization, { mood: 'overwhelm' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('opens a new sitting for another state, or for the same state after the sitting window', async () => {
    const account = await registerTestAccount(subject.app);
    const anxiety = await saveMood(account.authorization, { mood: 'anxiety' });
    const irritability = await saveMood(account.authorization, { mood: 'irritability' });
    expect(irritability.body.id).not.toBe(anxiety.body.id);
    subject.clock.advance(sittingWindowMs);
    const later = await saveMood(account.authorization, { mood: 'irritability' });
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(irritability.body.id);
  });

  it('adds a technique finished for the picked state to that sitting', async () => {
    const account = await registerTestAccount(subject.app);
    const sitting = await saveMood(account.authorization, { mood: 'procrastination' });
    await request(subject.app)
      .post('/api/user/update-xp')
      .set('Authorization', account.authorization)
      .send({ xp: 15, techniqueId: 'pomodoro-focus', mood: 'procrastination' });
    const history = await request(subject.app)
      .get('/api/user/history')
      .set('Authorization', account.authorization);
    expect(history.body.records).toEqual([{ ...sitting.body, techniques: ['pomodoro-focus'], xpEarned: 15 }]);
  });

  it('answers 400 for an unknown state, a missing one and a wrong type', async () => {
    const account = await registerTestAccount(subject.app);
    for (const body of [{ mood: 'unknown' }, {}, { mood: 3 }]) {
      expect((await saveMood(account.authorization, body)).status).toBe(400);
    }
  });
});
