import request from 'supertest';
import { historyListResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';

describe.each(testDialects())('the history API on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  const list = (authorization: string, query = '') =>
    request(subject.app).get(`/api/user/history${query}`).set('Authorization', authorization);
  const add = (authorization: string, body: string | object) =>
    request(subject.app).post('/api/user/history').set('Authorization', authorization).send(body);
  const rate = (authorization: string, id: string, body: string | object) =>
    request(subject.app).patch(`/api/user/history/${id}`).set('Authorization', authorization).send(body);

  it('is empty for a new account', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await list(account.authorization);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ records: [] });
  });

  it('adds a record with its effectiveness (201) and lists records newest first', async () => {
    const account = await registerTestAccount(subject.app);
    const older = await add(account.authorization, {
      state: 'anxiety',
      techniques: ['box-breathing'],
      effectiveness: 4,
    });
    expect(older.status).toBe(201);
    expect(older.body).toEqual({
      id: expect.any(String),
      date: subject.clock.now().toISOString(),
      state: 'anxiety',
      techniques: ['box-breathing'],
      effectiveness: 4,
      xpEarned: 0,
    });
    subject.clock.advance(60_000);
    const newer = await add(account.authorization, { state: null, techniques: [], effectiveness: 2 });
    const response = await list(account.authorization);
    expect(historyListResponseSchema.parse(response.body).records.map((record) => record.id)).toEqual([
      newer.body.id,
      older.body.id,
    ]);
    expect((await list(account.authorization, '?limit=1')).body.records).toHaveLength(1);
  });

  it('sets the effectiveness of a sitting, which closes it for new techniques', async () => {
    const account = await registerTestAccount(subject.app);
    const sitting = await request(subject.app)
      .post('/api/user/save-mood')
      .set('Authorization', account.authorization)
      .send({ mood: 'hyperactivity' });
    const rated = await rate(account.authorization, sitting.body.id, { effectiveness: 5 });
    expect(rated.status).toBe(200);
    expect(rated.body).toEqual({ ...sitting.body, effectiveness: 5, badgesEarned: [] });
    await request(subject.app)
      .post('/api/user/update-xp')
      .set('Authorization', account.authorization)
      .send({ xp: 10, techniqueId: 'shake-it-out', mood: 'hyperactivity' });
    const records = (await list(account.authorization)).body.records;
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ techniques: ['shake-it-out'], effectiveness: null });
  });

  it('names the sitting a completion went into, so the tool\'s "did this help?" rates that sitting', async () => {
    const account = await registerTestAccount(subject.app);
    const completed = await request(subject.app)
      .post('/api/user/update-xp')
      .set('Authorization', account.authorization)
      .send({ xp: 10, techniqueId: 'breath-loop', mood: 'anxiety' });
    expect(completed.body.historyRecordId).toEqual(expect.any(String));
    const rated = await rate(account.authorization, completed.body.historyRecordId, { effectiveness: 4 });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ state: 'anxiety', techniques: ['breath-loop'], effectiveness: 4 });
  });

  it("answers 404 for another user's record and for a record that does not exist, and leaves it alone", async () => {
    const owner = await registerTestAccount(subject.app);
    const stranger = await registerTestAccount(subject.app);
    const record = await add(owner.authorization, { state: 'overwhelm', techniques: [], effectiveness: 3 });
    const foreign = await rate(stranger.authorization, record.body.id, { effectiveness: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({
      code: 'not_found',
      reason: 'history_record_not_found',
      message: 'History record not found',
    });
    expect((await rate(owner.authorization, '999999', { effectiveness: 1 })).status).toBe(404);
    expect((await list(stranger.authorization)).body.records).toEqual([]);
    expect((await list(owner.authorization)).body.records[0].effectiveness).toBe(3);
  });

  it('answers 400 for effectiveness outside 1–5, wrong types, bad ids and bad limits', async () => {
    const account = await registerTestAccount(subject.app);
    const record = await add(account.authorization, { state: null, techniques: [], effectiveness: 3 });
    for (const body of [
      { effectiveness: 0 },
      { effectiveness: 6 },
      { effectiveness: 2.5 },
      { effectiveness: '4' },
      {},
    ]) {
      expect((await rate(account.authorization, record.body.id, body)).status).toBe(400);
    }
    expect((await rate(account.authorization, 'abc', { effectiveness: 3 })).status).toBe(400);
    for (const body of [
      { state: 'anxiety', techniques: ['a'] },
      { state: 'calm', techniques: [], effectiveness: 3 },
      { state: null, techniques: 'box-breathing', effectiveness: 3 },
      { state: null, techniques: Array.from({ length: 21 }, (_, index) => `t${index}`), effectiveness: 3 },
    ]) {
      expect((await add(account.authorization, body)).status).toBe(400);
    }
    for (const query of ['?limit=0', '?limit=501', '?limit=ten']) {
      expect((await list(account.authorization, query)).status).toBe(400);
    }
  });
});

describe.each(testDialects())('rating sittings earns badges on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  it('announces "three states helped" with the rating that completes it, once', async () => {
    const account = await registerTestAccount(subject.app);
    const ratedSitting = async (mood: string, effectiveness: number) => {
      const sitting = await request(subject.app)
        .post('/api/user/save-mood')
        .set('Authorization', account.authorization)
        .send({ mood });
      return request(subject.app)
        .patch(`/api/user/history/${sitting.body.id}`)
        .set('Authorization', account.authorization)
        .send({ effectiveness });
    };
    expect((await ratedSitting('anxiety', 4)).body.badgesEarned).toEqual([]);
    expect((await ratedSitting('overwhelm', 3)).body.badgesEarned).toEqual([]);
    expect((await ratedSitting('irritability', 5)).body.badgesEarned).toEqual([]);
    expect((await ratedSitting('overwhelm', 5)).body.badgesEarned).toEqual(['three-states-helped']);
    expect((await ratedSitting('hyperactivity', 5)).body.badgesEarned).toEqual([]);
    const progress = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(progress.body.badges).toEqual(['three-states-helped']);
  });
});
