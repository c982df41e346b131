import request from 'supertest';
import { progressSchema, updateXpResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { sittingWindowMs } from '../history/history';
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

  it('applies the XP rule on the server with the catalogue’s XP: threshold × 1.5 rounded down', async () => {
    const account = await registerTestAccount(subject.app);
    const results = [];
    // pomodoro-focus earns 30 XP and five-minute-rule 20 in the content catalogue.
    for (const techniqueId of ['pomodoro-focus', 'pomodoro-focus', 'five-minute-rule', 'five-minute-rule']) {
      const response = await updateXp(account.authorization, { xp: 10, techniqueId });
      expect(response.status).toBe(200);
      results.push(updateXpResponseSchema.parse(response.body));
    }
    expect(
      results.map(({ xp, level, xpToNextLevel, levelReached, xpEarned }) => [
        xp,
        level,
        xpToNextLevel,
        levelReached,
        xpEarned,
      ]),
    ).toEqual([
      [30, 1, 100, null, 30],
      [60, 1, 100, null, 30],
      [80, 1, 100, null, 20],
      [0, 2, 150, 2, 20],
    ]);
    const stored = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(stored.body).toMatchObject({ xp: 0, level: 2, xpToNextLevel: 150 });
  });

  it('grants the catalogue’s XP, whatever XP the request claims', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await updateXp(account.authorization, { xp: 50, techniqueId: 'breath-loop' });
    expect(response.body).toMatchObject({ xp: 10, xpEarned: 10, premiumBonus: 0, limitReached: false });
  });

  it('refuses technique ids the catalogue does not have (400 unknown_technique), storing nothing', async () => {
    const account = await registerTestAccount(subject.app);
    for (const techniqueId of ['made-up-technique', 'toString', '__proto__']) {
      const response = await updateXp(account.authorization, { xp: 10, techniqueId });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        reason: 'unknown_technique',
        fields: { techniqueId: 'Unknown technique' },
      });
    }
    expect(await historyOf(account.authorization)).toEqual([]);
  });

  it('counts XP for the same technique at most three times a day; later ones are still recorded', async () => {
    const account = await registerTestAccount(subject.app);
    const answers = [];
    for (let run = 0; run < 4; run += 1) {
      answers.push((await updateXp(account.authorization, { xp: 10, techniqueId: 'stop-technique' })).body);
    }
    expect(answers.map((answer) => [answer.xpEarned, answer.limitReached, answer.xp])).toEqual([
      [10, false, 10],
      [10, false, 20],
      [10, false, 30],
      [0, true, 30],
    ]);
    // Another technique still earns, and the next day the first one earns again.
    expect((await updateXp(account.authorization, { xp: 10, techniqueId: 'breath-loop' })).body.xp).toBe(40);
    subject.clock.advance(24 * 60 * 60 * 1000);
    expect((await updateXp(account.authorization, { xp: 10, techniqueId: 'stop-technique' })).body.xp).toBe(
      50,
    );
    const [yesterday] = (await historyOf(account.authorization)).slice(-1);
    expect(yesterday.techniques).toEqual([
      'stop-technique',
      'stop-technique',
      'stop-technique',
      'stop-technique',
      'breath-loop',
    ]);
  });

  it('counts the limit by the user’s own day: their time zone', async () => {
    const account = await registerTestAccount(subject.app);
    // The test clock reads 10:00 UTC: 23:00 in Auckland (UTC+13). Three completions there, then two hours on
    // it is the next day in Auckland (but not in UTC), so the technique earns again.
    for (let run = 0; run < 3; run += 1) {
      await updateXp(account.authorization, {
        xp: 10,
        techniqueId: 'stop-technique',
        timeZone: 'Pacific/Auckland',
      });
    }
    subject.clock.advance(2 * 60 * 60 * 1000);
    const inAuckland = await updateXp(account.authorization, {
      xp: 10,
      techniqueId: 'stop-technique',
      timeZone: 'Pacific/Auckland',
    });
    expect(inAuckland.body).toMatchObject({ xpEarned: 10, limitReached: false });
    const inUtc = await updateXp(account.authorization, { xp: 10, techniqueId: 'stop-technique' });
    expect(inUtc.body).toMatchObject({ xpEarned: 0, limitReached: true });
  });

  it('starts a new sitting after twenty techniques, so no history row grows without end', async () => {
    const account = await registerTestAccount(subject.app);
    const techniques = [
      'stop-technique',
      'breath-loop',
      'one-minute-rule',
      'wall-push',
      'physiological-sigh',
      'kind-no',
      'pick-three',
    ];
    for (let run = 0; run < 21; run += 1) {
      const techniqueId = techniques[run % techniques.length] ?? 'breath-loop';
      expect((await updateXp(account.authorization, { xp: 10, techniqueId })).status).toBe(200);
    }
    const sittings = await historyOf(account.authorization);
    expect(sittings.map((sitting: { techniques: string[] }) => sitting.techniques.length)).toEqual([1, 20]);
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

  it('takes the technique id alone, and ignores an XP figure an older page still sends', async () => {
    const account = await registerTestAccount(subject.app);
    const alone = await updateXp(account.authorization, { techniqueId: 'pomodoro-focus' });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({ xp: 30, xpEarned: 30 });
    // Each a different 10-XP technique, so the daily limit per technique plays no part.
    const claims = [
      { xp: 51, techniqueId: 'breath-loop' },
      { xp: 0, techniqueId: 'grounding-5-4-3-2-1' },
      { xp: -5, techniqueId: 'one-minute-rule' },
      { xp: 2.5, techniqueId: 'stop-technique' },
      { xp: '10', techniqueId: 'physiological-sigh' },
    ];
    for (const claim of claims) {
      const response = await updateXp(account.authorization, claim);
      expect({ ...claim, status: response.status, xpEarned: response.body.xpEarned }).toEqual({
        ...claim,
        status: 200,
        xpEarned: 10,
      });
    }
  });

  it('refuses malformed bodies with 400', async () => {
    const account = await registerTestAccount(subject.app);
    for (const body of [
      {},
      { xp: 10 },
      { xp: 10, techniqueId: 'breath-loop', mood: 'sleepy' },
      { xp: 10, techniqueId: 'x'.repeat(101) },
      { xp: 10, techniqueId: 'breath-loop', timeZone: 'Mars/Olympus_Mons' },
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
    await updateXp(first.authorization, { xp: 10, techniqueId: 'stop-technique' });
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
      .send({ xp: 30, techniqueId: 'pomodoro-focus', mood: 'procrastination' });
    const history = await request(subject.app)
      .get('/api/user/history')
      .set('Authorization', account.authorization);
    expect(history.body.records).toEqual([{ ...sitting.body, techniques: ['pomodoro-focus'], xpEarned: 30 }]);
  });

  it('answers 400 for an unknown state, a missing one and a wrong type', async () => {
    const account = await registerTestAccount(subject.app);
    for (const body of [{ mood: 'unknown' }, {}, { mood: 3 }]) {
      expect((await saveMood(account.authorization, body)).status).toBe(400);
    }
  });
});
