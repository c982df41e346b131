import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

/** A device that lost its connection sends its queued writes again with the key it made when the user acted. */
describe.each(testDialects())('writes retried with an Idempotency-Key on %s', (dialect) => {
  let subject: PremiumTestApp;
  beforeAll(async () => {
    subject = await createPremiumTestApp(dialect);
  });
  afterAll(() => subject.close());

  const retries = 5;
  const send = (authorization: string, method: 'post' | 'patch', path: string, key: string, body: object) => {
    const agent = request(subject.app);
    const pending = method === 'post' ? agent.post(path) : agent.patch(path);
    return pending.set('Authorization', authorization).set('Idempotency-Key', key).send(body);
  };

  it('grants a completion retried six times its XP once and records one sitting', async () => {
    const account = await registerTestAccount(subject.app);
    const completion = { xp: 15, techniqueId: 'breath-loop', mood: 'anxiety' };
    const first = await send(
      account.authorization,
      'post',
      '/api/user/update-xp',
      'breath-loop-0001',
      completion,
    );
    expect(first.status).toBe(200);

    for (let retry = 0; retry < retries; retry += 1) {
      const again = await send(
        account.authorization,
        'post',
        '/api/user/update-xp',
        'breath-loop-0001',
        completion,
      );
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    const progress = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(first.body.xp).toBeGreaterThan(0);
    expect(progress.body.xp).toBe(first.body.xp);
    const history = await request(subject.app)
      .get('/api/user/history')
      .set('Authorization', account.authorization);
    expect(history.body.records).toHaveLength(1);
    expect(history.body.records[0]).toMatchObject({ techniques: ['breath-loop'] });
  });

  it('rates a sitting and adds a history record once however often they are retried', async () => {
    const account = await registerTestAccount(subject.app);
    const completed = await send(account.authorization, 'post', '/api/user/update-xp', 'completion-0002', {
      xp: 10,
      techniqueId: 'breath-loop',
    });
    const ratingPath = `/api/user/history/${completed.body.historyRecordId}`;
    const added = { state: 'overwhelm', techniques: [], effectiveness: 3 };
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      expect(
        (await send(account.authorization, 'patch', ratingPath, 'rating-00001', { effectiveness: 5 })).status,
      ).toBe(200);
      expect(
        (await send(account.authorization, 'post', '/api/user/history', 'history-0001', added)).status,
      ).toBe(201);
    }
    const history = await request(subject.app)
      .get('/api/user/history')
      .set('Authorization', account.authorization);
    expect(history.body.records).toHaveLength(2);
    expect(
      history.body.records.map((record: { effectiveness: number }) => record.effectiveness).sort(),
    ).toEqual([3, 5]);
  });

  it('writes a journal entry once and refuses the same key for a different entry (422)', async () => {
    const account = await registerTestAccount(subject.app);
    subject.setStatus(account.user.id, 'active');
    const entry = {
      date: '2026-03-01T09:30:00.000Z',
      state: 'anxiety',
      effectiveness: 4,
      techniques: ['breath-loop'],
      text: 'Написано без сети, отправлено позже.',
      tags: [],
    };
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      expect((await send(account.authorization, 'post', '/api/journal', 'journal-00001', entry)).status).toBe(
        201,
      );
    }
    const reused = await send(account.authorization, 'post', '/api/journal', 'journal-00001', {
      ...entry,
      text: 'Другое',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.reason).toBe('idempotency_key_reused');
    const journal = await request(subject.app)
      .get('/api/journal')
      .set('Authorization', account.authorization);
    expect(journal.body.entries).toHaveLength(1);
  });
});
