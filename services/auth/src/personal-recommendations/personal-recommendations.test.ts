import request from 'supertest';
import { personalRecommendationsResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

describe.each(testDialects())('GET /api/recommendations/personal on %s', (dialect) => {
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
  const post = (authorization: string, path: string, body: object) =>
    request(subject.app).post(path).set('Authorization', authorization).send(body);
  const recommendations = async (authorization: string, mood: string) => {
    const response = await request(subject.app)
      .get(`/api/recommendations/personal?mood=${mood}`)
      .set('Authorization', authorization);
    return { status: response.status, body: response.body };
  };

  it('suggests what helped the user before, best rated first, then what they keep finishing', async () => {
    const account = await premiumAccount();
    const sitting = await post(account.authorization, '/api/user/save-mood', { mood: 'anxiety' });
    await post(account.authorization, '/api/user/update-xp', {
      xp: 10,
      techniqueId: 'breath-loop',
      mood: 'anxiety',
    });
    await request(subject.app)
      .patch(`/api/user/history/${sitting.body.id}`)
      .set('Authorization', account.authorization)
      .send({ effectiveness: 4 });
    await post(account.authorization, '/api/journal', {
      date: subject.clock.now().toISOString(),
      state: 'anxiety',
      effectiveness: 5,
      techniques: ['breath-loop', 'body-scan'],
    });
    await post(account.authorization, '/api/journal', {
      date: subject.clock.now().toISOString(),
      state: 'anxiety',
      effectiveness: 1,
      techniques: ['worry-later'],
    });
    for (let run = 0; run < 2; run += 1) {
      await post(account.authorization, '/api/user/update-xp', {
        xp: 10,
        techniqueId: 'stop-technique',
        mood: 'anxiety',
      });
    }
    const { status, body } = await recommendations(account.authorization, 'anxiety');
    expect(status).toBe(200);
    expect(personalRecommendationsResponseSchema.parse(body)).toEqual({
      mood: 'anxiety',
      items: [
        { techniqueId: 'body-scan', reason: { kind: 'rated', averageRating: 5, ratings: 1 } },
        { techniqueId: 'breath-loop', reason: { kind: 'rated', averageRating: 4.5, ratings: 2 } },
        { techniqueId: 'stop-technique', reason: { kind: 'completed', completions: 2 } },
      ],
    });
  });

  it('falls back to what other people finish for the state, never what the user said did not help', async () => {
    const others = [await registerTestAccount(subject.app), await registerTestAccount(subject.app)];
    for (const other of others) {
      await post(other.authorization, '/api/user/update-xp', {
        xp: 10,
        techniqueId: 'pause-before-reply',
        mood: 'irritability',
      });
    }
    await post(others[0]?.authorization ?? '', '/api/user/update-xp', {
      xp: 10,
      techniqueId: 'wall-push',
      mood: 'irritability',
    });
    const newcomer = await premiumAccount();
    expect((await recommendations(newcomer.authorization, 'irritability')).body.items).toEqual([
      { techniqueId: 'pause-before-reply', reason: { kind: 'popular', people: 2 } },
      { techniqueId: 'wall-push', reason: { kind: 'popular', people: 1 } },
    ]);
    await post(newcomer.authorization, '/api/journal', {
      date: subject.clock.now().toISOString(),
      state: 'irritability',
      effectiveness: 2,
      techniques: ['pause-before-reply'],
    });
    expect((await recommendations(newcomer.authorization, 'irritability')).body.items).toEqual([
      { techniqueId: 'wall-push', reason: { kind: 'popular', people: 1 } },
    ]);
    expect((await recommendations(newcomer.authorization, 'hyperactivity')).body.items).toEqual([]);
  });

  it('is premium only and validates the state', async () => {
    const free = await registerTestAccount(subject.app);
    const refused = await recommendations(free.authorization, 'anxiety');
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('premium_required');
    const account = await premiumAccount();
    for (const mood of ['calm', '']) {
      expect((await recommendations(account.authorization, mood)).status).toBe(400);
    }
    expect((await request(subject.app).get('/api/recommendations/personal?mood=anxiety')).status).toBe(401);
  });
});
