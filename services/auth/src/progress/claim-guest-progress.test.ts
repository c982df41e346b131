import request from 'supertest';
import { maxClaimedHistoryEntries, type ClaimGuestProgressRequest } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { guestClaimWindowMs } from './progress';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';

function guestEntry(index: number, xpEarned = 10) {
  return {
    id: String(index),
    techniqueId: index % 2 === 0 ? 'breath-loop' : 'brain-dump',
    mood: 'anxiety' as const,
    xpEarned,
    timestamp: new Date(Date.parse('2026-02-28T09:00:00.000Z') + index * 60_000).toISOString(),
  };
}

function guestProgress(entries: ReturnType<typeof guestEntry>[]): ClaimGuestProgressRequest {
  return {
    progress: {
      xp: 999,
      level: 9,
      xpToNextLevel: 100,
      completedTechniques: ['breath-loop'],
      badges: ['first-step'],
    },
    history: entries,
  };
}

describe.each(testDialects())('POST /api/user/claim-guest-progress on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  const claim = (authorization: string, body: string | object) =>
    request(subject.app)
      .post('/api/user/claim-guest-progress')
      .set('Authorization', authorization)
      .send(body);

  it("re-earns the device's XP under the one XP rule, ignoring the level and badges the device claims", async () => {
    const account = await registerTestAccount(subject.app);
    // Twelve entries on one day, breath-loop (10 XP) and brain-dump (15 XP) in turn: each earns three times.
    const entries = Array.from({ length: 12 }, (_, index) => guestEntry(index));
    const response = await claim(account.authorization, {
      ...guestProgress(entries),
      progress: { ...guestProgress(entries).progress, badges: ['all-tools', 'level-five'] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      xp: 75,
      level: 1,
      xpToNextLevel: 100,
      completedTechniques: ['breath-loop', 'brain-dump'],
      badges: ['first-step', 'ten-techniques'],
    });
    const stored = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(stored.body).toEqual(response.body);
  });

  it('leaves out entries and completed techniques the catalogue does not know', async () => {
    const account = await registerTestAccount(subject.app);
    const unknown = { ...guestEntry(1), techniqueId: 'made-up' };
    const body = guestProgress([guestEntry(0), unknown]);
    const response = await claim(account.authorization, {
      ...body,
      progress: { ...body.progress, completedTechniques: ['made-up', 'kind-no'] },
    });
    expect(response.body).toMatchObject({ xp: 10, completedTechniques: ['breath-loop', 'kind-no'] });
    const history = await request(subject.app)
      .get('/api/user/history')
      .set('Authorization', account.authorization);
    expect(history.body.records).toHaveLength(1);
  });

  it('adds the device history to the account history, newest first, with its original times', async () => {
    const account = await registerTestAccount(subject.app);
    await claim(account.authorization, guestProgress([guestEntry(0), guestEntry(1)]));
    const history = await request(subject.app)
      .get('/api/user/history')
      .set('Authorization', account.authorization);
    expect(history.body.records).toEqual([
      expect.objectContaining({ date: guestEntry(1).timestamp, techniques: ['brain-dump'], xpEarned: 15 }),
      expect.objectContaining({
        date: guestEntry(0).timestamp,
        techniques: ['breath-loop'],
        state: 'anxiety',
      }),
    ]);
  });

  it('accepts a claim only once per account (409 on the second)', async () => {
    const account = await registerTestAccount(subject.app);
    expect((await claim(account.authorization, guestProgress([guestEntry(0)]))).status).toBe(200);
    const second = await claim(account.authorization, guestProgress([guestEntry(1)]));
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('This account has already taken over the progress from a device');
    const progress = await request(subject.app)
      .get('/api/user/progress')
      .set('Authorization', account.authorization);
    expect(progress.body.xp).toBe(10);
  });

  it('lets exactly one of two simultaneous claims through', async () => {
    const account = await registerTestAccount(subject.app);
    const answers = await Promise.all([
      claim(account.authorization, guestProgress([guestEntry(0)])),
      claim(account.authorization, guestProgress([guestEntry(1)])),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses a claim more than a day after sign-up (409)', async () => {
    const account = await registerTestAccount(subject.app);
    subject.clock.advance(guestClaimWindowMs + 1000);
    const response = await claim(account.authorization, guestProgress([guestEntry(0)]));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(
      'Progress from a device can only be added on the day the account was created',
    );
  });

  it("earns each entry the catalogue's XP, whatever the device says, and dates future entries now", async () => {
    const account = await registerTestAccount(subject.app);
    const future = { ...guestEntry(0, 5000), timestamp: '2099-01-01T00:00:00.000Z' };
    const response = await claim(account.authorization, guestProgress([future]));
    expect(response.body.xp).toBe(10);
    const history = await request(subject.app)
      .get('/api/user/history')
      .set('Authorization', account.authorization);
    expect(history.body.records[0]).toMatchObject({ date: subject.clock.now().toISOString(), xpEarned: 10 });
  });

  it('answers 400 for more entries than allowed, malformed entries and wrong types', async () => {
    const account = await registerTestAccount(subject.app);
    const tooMany = Array.from({ length: maxClaimedHistoryEntries + 1 }, (_, index) => guestEntry(index));
    for (const body of [
      guestProgress(tooMany),
      guestProgress([{ ...guestEntry(0), timestamp: 'yesterday' }]),
      guestProgress([{ ...guestEntry(0), techniqueId: '' }]),
      { ...guestProgress([]), progress: { xp: 'lots' } },
      { history: [] },
      'progress',
    ]) {
      const response = await claim(account.authorization, body);
      expect(response.status).toBe(400);
    }
    // A refused claim does not use up the one claim the account has.
    expect((await claim(account.authorization, guestProgress([guestEntry(0)]))).status).toBe(200);
  });
});
