import request from 'supertest';
import { journalListResponseSchema, journalWriteResponseSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

describe.each(testDialects())('the journal API on %s', (dialect) => {
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
  const list = (authorization: string, query = '') =>
    request(subject.app).get(`/api/journal${query}`).set('Authorization', authorization);
  const create = (authorization: string, body: object | string) =>
    request(subject.app).post('/api/journal').set('Authorization', authorization).send(body);
  const replace = (authorization: string, id: string, body: object) =>
    request(subject.app).put(`/api/journal/${id}`).set('Authorization', authorization).send(body);
  const remove = (authorization: string, id: string) =>
    request(subject.app).delete(`/api/journal/${id}`).set('Authorization', authorization);

  const entry = {
    date: '2026-03-01T09:30:00.000Z',
    state: 'anxiety',
    effectiveness: 4,
    techniques: ['breath-loop'],
    text: 'Тревога перед звонком, дыхание помогло.',
    tags: ['work', 'calls'],
  };

  it('writes, lists newest first, edits and deletes an entry of a premium user', async () => {
    const account = await premiumAccount();
    const created = await create(account.authorization, entry);
    expect(created.status).toBe(201);
    const { entry: stored, badgesEarned } = journalWriteResponseSchema.parse(created.body);
    expect(stored).toEqual({
      id: expect.any(String),
      kind: 'entry',
      ...entry,
      feelingBefore: null,
      feelingAfter: null,
      createdAt: subject.clock.now().toISOString(),
      updatedAt: subject.clock.now().toISOString(),
    });
    expect(badgesEarned).toEqual(['first-journal-entry']);

    const later = await create(account.authorization, {
      ...entry,
      date: '2026-03-01T09:45:00+03:00',
      text: '',
    });
    expect(later.body.entry.date).toBe('2026-03-01T06:45:00.000Z');
    expect(later.body.badgesEarned).toEqual([]);
    const listed = journalListResponseSchema.parse((await list(account.authorization)).body);
    expect(listed.entries.map((item) => item.id)).toEqual([stored.id, later.body.entry.id]);
    expect(listed).toMatchObject({ hasMore: false, writable: true });

    subject.clock.advance(60_000);
    const edited = await replace(account.authorization, stored.id, {
      ...entry,
      state: 'good',
      text: 'Edited',
      tags: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.entry).toMatchObject({
      id: stored.id,
      state: 'good',
      text: 'Edited',
      tags: [],
      createdAt: stored.createdAt,
      updatedAt: subject.clock.now().toISOString(),
    });

    expect((await remove(account.authorization, stored.id)).status).toBe(204);
    expect((await remove(account.authorization, stored.id)).status).toBe(404);
    expect((await list(account.authorization)).body.entries).toHaveLength(1);
  });

  it("keeps entries to their owner: another user's id answers 404 and is left alone", async () => {
    const owner = await premiumAccount();
    const stranger = await premiumAccount();
    const { id } = (await create(owner.authorization, entry)).body.entry;
    for (const answer of [
      await replace(stranger.authorization, id, entry),
      await remove(stranger.authorization, id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({
        code: 'not_found',
        reason: 'journal_entry_not_found',
        message: 'Journal entry not found',
      });
    }
    expect((await list(stranger.authorization)).body.entries).toEqual([]);
    expect((await list(owner.authorization)).body.entries[0]).toMatchObject({ id, text: entry.text });
  });

  it('is premium only: 403 premium_required for the free plan, with nothing stored', async () => {
    const account = await registerTestAccount(subject.app);
    const answers = [
      await list(account.authorization),
      await create(account.authorization, entry),
      await replace(account.authorization, '1', entry),
      await remove(account.authorization, '1'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toEqual({
        code: 'forbidden',
        reason: 'premium_required',
        message: 'This is part of Steady Premium',
      });
    }
  });

  it('keeps entries readable, not writable, after Premium ends', async () => {
    const account = await premiumAccount();
    const { id } = (await create(account.authorization, entry)).body.entry;
    subject.setStatus(account.user.id, 'canceled');
    const listed = await list(account.authorization);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ writable: false, entries: [expect.objectContaining({ id })] });
    expect((await create(account.authorization, entry)).status).toBe(403);
    expect((await replace(account.authorization, id, entry)).status).toBe(403);
    subject.setStatus(account.user.id, 'cancelPending');
    expect((await list(account.authorization)).body.writable).toBe(true);
  });

  it('searches text and tags ignoring case (Russian too), takes % literally, and filters by state', async () => {
    const account = await premiumAccount();
    await create(account.authorization, { ...entry, text: 'Прогулка у РЕКИ', tags: [] });
    await create(account.authorization, { ...entry, state: 'veryGood', text: '100% better', tags: ['Walk'] });
    await create(account.authorization, { ...entry, state: 'veryGood', text: 'Quiet evening', tags: [] });
    const texts = async (query: string) =>
      ((await list(account.authorization, query)).body.entries as { text: string }[]).map(
        (item) => item.text,
      );
    expect(await texts('?q=реки')).toEqual(['Прогулка у РЕКИ']);
    expect(await texts('?q=walk')).toEqual(['100% better']);
    expect(await texts('?q=%25')).toEqual(['100% better']);
    expect(await texts('?q=_')).toEqual([]);
    expect((await texts('?state=veryGood')).sort()).toEqual(['100% better', 'Quiet evening']);
    expect(await texts('?state=veryGood&q=quiet')).toEqual(['Quiet evening']);
  });

  it('pages through the journal', async () => {
    const account = await premiumAccount();
    for (let index = 0; index < 3; index += 1) {
      await create(account.authorization, { ...entry, date: `2026-02-0${index + 1}T10:00:00.000Z` });
    }
    const first = await list(account.authorization, '?limit=2');
    expect(first.body).toMatchObject({ hasMore: true });
    expect(first.body.entries.map((item: { date: string }) => item.date)).toEqual([
      '2026-02-03T10:00:00.000Z',
      '2026-02-02T10:00:00.000Z',
    ]);
    const second = await list(account.authorization, '?limit=2&offset=2');
    expect(second.body).toMatchObject({ hasMore: false, entries: [{ date: '2026-02-01T10:00:00.000Z' }] });
  });

  it('learns how much a technique helped from the check-ins before and after it', async () => {
    const account = await premiumAccount();
    const badges: string[] = [];
    for (let run = 0; run < 5; run += 1) {
      const checkIn = {
        kind: 'checkIn',
        date: subject.clock.now().toISOString(),
        state: 'overwhelm',
        techniques: ['brain-dump'],
        feelingBefore: 2,
      };
      const before = await create(account.authorization, checkIn);
      expect(before.body.entry).toMatchObject({ kind: 'checkIn', feelingBefore: 2, effectiveness: null });
      const after = await replace(account.authorization, before.body.entry.id, {
        ...checkIn,
        feelingAfter: 4,
      });
      expect(after.body.entry).toMatchObject({ feelingBefore: 2, feelingAfter: 4, effectiveness: 4 });
      badges.push(...before.body.badgesEarned, ...after.body.badgesEarned);
    }
    // Check-ins are not hand-written entries: only "five check-ins" is earned.
    expect(badges).toEqual(['five-check-ins']);
  });

  it('answers 400 with a message per field for malformed entries, ids and queries', async () => {
    const account = await premiumAccount();
    const invalid: [object | string, string][] = [
      [{ ...entry, text: 'x'.repeat(2001) }, 'text'],
      [{ ...entry, state: 'calm' }, 'state'],
      [{ ...entry, effectiveness: 6 }, 'effectiveness'],
      [{ ...entry, date: 'yesterday' }, 'date'],
      [{ ...entry, date: '2099-01-01T00:00:00.000Z' }, 'date'],
      [{ ...entry, techniques: ['made-up'] }, 'techniqueId'],
      [{ ...entry, tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }, 'tags'],
      [{ ...entry, tags: ['x'.repeat(31)] }, 'tags.0'],
      [{ ...entry, feelingBefore: 0 }, 'feelingBefore'],
      [{ ...entry, kind: 'note' }, 'kind'],
      [{ ...entry, timeZone: 'Nowhere/Else' }, 'timeZone'],
      ['entry', 'body'],
    ];
    for (const [body, field] of invalid) {
      const answer = await create(account.authorization, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields)).toContain(field);
    }
    expect((await replace(account.authorization, 'abc', entry)).status).toBe(400);
    expect((await remove(account.authorization, '1.5')).status).toBe(400);
    for (const query of ['?limit=0', '?limit=101', '?state=calm', `?q=${'x'.repeat(101)}`, '?offset=-1']) {
      expect((await list(account.authorization, query)).status).toBe(400);
    }
    expect((await list(account.authorization)).body.entries).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    const calls = [
      request(subject.app).get('/api/journal'),
      request(subject.app).post('/api/journal').send(entry),
      request(subject.app).put('/api/journal/1').set('Authorization', 'Bearer nope').send(entry),
      request(subject.app).delete('/api/journal/1'),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
  });
});
