import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { userExportSchema, validationMessages } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { userOwnedTables } from './account-data-repository';
import { createNudgeRepository } from '../reminders/delivery/nudge-repository';
import { userOwnedTables as contentUserTables } from '../../../content/src/user-data/user-data-repository';
import {
  createAuthTestApp,
  registerTestAccount,
  testOutboxDirectory as outboxDirectory,
} from '../testing/auth-test-app';
import { startThreeServices, type ThreeServicesTestApp } from '../testing/three-services-test-app';

describe.each(testDialects())('export and deletion across the three services on %s', (dialect) => {
  let services: ThreeServicesTestApp;
  let auth: ThreeServicesTestApp['auth'];
  let content: ThreeServicesTestApp['content'];
  let billing: ThreeServicesTestApp['billing'];

  beforeAll(async () => {
    services = await startThreeServices(dialect);
    ({ auth, content, billing } = services);
  });
  afterAll(() => services.close());

  // Each account's browser has an endpoint of its own: an endpoint stays with the account that saved it.
  const pushEndpointOf = (userId: string) => `https://push.example.com/send/endpoint-secret-123-${userId}`;

  /** The hash of the token of the nudge each account was sent (a secret the export must leave out). */
  const nudgeTokenHashOf = (userId: string) => `nudge-token-hash-${userId}`.padEnd(64, '0').slice(0, 64);

  /**
   * A support request, a reminder with quiet hours and one with repeats (and a nudge it sent), a calendar
   * link, push, mailed links and a photo.
   */
  async function accountRecordsOf(account: Awaited<ReturnType<typeof registerTestAccount>>) {
    const signedIn = (method: 'post' | 'put', path: string) =>
      request(auth.app)[method](path).set('Authorization', account.authorization);
    const succeeded = (response: request.Response) => expect(response.status).toBeLessThan(300);
    succeeded(
      await signedIn('post', '/api/user/support-requests').send({
        topic: 'account',
        message: 'Where do I find my export?',
      }),
    );
    succeeded(
      await signedIn('post', '/api/reminders').send({
        time: '08:30',
        days: ['mon', 'thu'],
        timeZone: 'Europe/Berlin',
        suggestedState: 'anxiety',
      }),
    );
    const repeating = await signedIn('post', '/api/reminders').send({
      time: '21:00',
      days: ['sun'],
      timeZone: 'Europe/Berlin',
      suggestedTool: 'breathing',
      repeat: { everyMinutes: 10, times: 2 },
    });
    succeeded(repeating);
    const nudges = createNudgeRepository(auth.database);
    const nudge = { reminderId: Number(repeating.body.id), userId: account.user.id, step: 0 };
    const sentAt = '2026-03-01T20:00:00.000Z';
    const nudgeId = await nudges.insertClaimed({ ...nudge, kind: 'first', dueAt: sentAt }, sentAt);
    await nudges.recordOutcome(nudgeId, 'sent', {
      hash: nudgeTokenHashOf(account.user.id),
      expiresAt: '2026-03-02T20:00:00.000Z',
    });
    succeeded(
      await signedIn('put', '/api/reminders/quiet-hours').send({
        quietHours: { start: '22:00', end: '07:00' },
      }),
    );
    succeeded(await signedIn('post', '/api/reminders/calendar'));
    succeeded(
      await signedIn('post', '/api/reminders/push/subscriptions').send({
        endpoint: pushEndpointOf(account.user.id),
        keys: { p256dh: 'p256dh-secret-key', auth: 'auth-secret-1' },
      }),
    );
    succeeded(await request(auth.app).post('/api/auth/password/forgot').send({ email: account.email }));
    succeeded(
      await signedIn('post', '/api/auth/email/change').send({
        newEmail: `new-${account.email}`,
        currentPassword: account.password,
      }),
    );
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    succeeded(await signedIn('put', '/api/auth/profile/photo').set('Content-Type', 'image/png').send(photo));
  }

  /** A user with something in every service: a journal entry, a like, a test result, a mix, a trial. */
  async function userWithData() {
    const account = await registerTestAccount(auth.app);
    const userId = account.user.id;
    // The journal is premium: the trial comes first.
    const checkout = await request(billing.app)
      .post('/api/subscription/create-subscription')
      .set('host', 'steady.example')
      .set('authorization', `Bearer ${await billing.tokenFor(userId)}`)
      .send({ language: 'en' });
    const page = new URL(checkout.body.url as string);
    await request(billing.app)
      .post(`${page.pathname}/complete${page.search}`)
      .set('authorization', `Bearer ${await billing.tokenFor(userId)}`)
      .expect(303);
    const journal = await request(auth.app)
      .post('/api/journal')
      .set('Authorization', account.authorization)
      .send({
        date: '2026-03-01T09:00:00+01:00',
        state: 'anxiety',
        text: 'Breathing helped today',
        techniques: ['breath-loop'],
      });
    expect(journal.status).toBe(201);
    for (const [path, body] of [
      ['/api/user/history', { state: 'anxiety', techniques: ['box-breathing'], effectiveness: 4 }],
      ['/api/user/update-xp', { techniqueId: 'grounding-5-4-3-2-1' }],
    ] as const) {
      await request(auth.app)
        .post(path)
        .set('Authorization', account.authorization)
        .send(body)
        .expect((response) => expect(response.status).toBeLessThan(300));
    }
    await request(auth.app)
      .post('/api/user/save-mood')
      .set('Authorization', account.authorization)
      .send({ mood: 'overwhelm' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    await accountRecordsOf(account);
    // Content trusts a different test issuer, so its rows are made through its own API with its own token.
    const contentAuthorization = await content.authorization(userId);
    content.billing.statuses.set(userId, 'active');
    const answers = Array.from({ length: 17 }, (_, index) => ({ questionId: `q${index + 1}`, answer: 3 }));
    for (const [path, body] of [
      ['/api/like/techniques/breath-loop/like', {}],
      ['/api/adhd-test/submit', { answers }],
      ['/api/audio/mixes', { name: 'Evening', tracks: [{ trackId: 'rain', volume: 60 }] }],
    ] as const) {
      await request(content.app)
        .post(path)
        .set('Authorization', contentAuthorization)
        .send(body)
        .expect((response) => expect(response.status).toBeLessThan(300));
    }
    return account;
  }

  async function rowsAboutUser(userId: string) {
    const counts: Record<string, number> = {};
    for (const table of userOwnedTables) {
      counts[`auth.${table}`] = (
        await auth.database.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()
      ).length;
    }
    counts['auth.users'] = (
      await auth.database.db.selectFrom('users').select('id').where('id', '=', userId).execute()
    ).length;
    for (const table of contentUserTables) {
      counts[`content.${table}`] = (
        await content.database.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()
      ).length;
    }
    for (const table of ['subscriptions', 'local_trials'] as const) {
      counts[`billing.${table}`] = (
        await billing.database.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()
      ).length;
    }
    return counts;
  }

  it('exports everything about the user from all three services, to its owner only', async () => {
    const account = await userWithData();
    const response = await request(auth.app)
      .get('/api/user/export')
      .set('Authorization', account.authorization);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="steady-export-/);
    const data = userExportSchema.parse(response.body);
    expect(data.profile).toMatchObject({
      id: account.user.id,
      email: account.email,
      hasUploadedPhoto: true,
      signsInWithGoogle: false,
    });
    expect(data.consents).toEqual({
      termsAcceptedAt: expect.any(String),
      healthDataConsentAt: expect.any(String),
    });
    expect(data.journal.map((entry) => entry.text)).toEqual(['Breathing helped today']);
    expect(data.history.map((record) => record.state)).toContain('overwhelm');
    expect(data.content.likes.map((like) => like.techniqueId)).toEqual(['breath-loop']);
    expect(data.billing.subscription).toMatchObject({ status: 'active', trialEnd: expect.any(String) });
    expect(data.billing.testCheckoutTrials).toHaveLength(1);

    const { account: records } = data;
    expect(records.sessions).toEqual([
      {
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        expiresAt: expect.any(String),
        revokedAt: null,
      },
    ]);
    expect(Date.parse(records.sessions[0]?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(records.sessions[0]?.createdAt ?? ''),
    );
    expect(records.supportRequests).toEqual([
      expect.objectContaining({ topic: 'account', message: 'Where do I find my export?', priority: true }),
    ]);
    expect(records.reminders).toHaveLength(2);
    expect(records.reminders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ timeOfDay: '08:30', days: ['mon', 'thu'], timeZone: 'Europe/Berlin' }),
        expect.objectContaining({
          timeOfDay: '21:00',
          days: ['sun'],
          suggestedTool: 'breathing',
          repeatEveryMinutes: 10,
          repeatTimes: 2,
        }),
      ]),
    );
    expect(records.reminderNudges).toEqual([
      {
        kind: 'first',
        dueAt: '2026-03-01T20:00:00.000Z',
        handledAt: '2026-03-01T20:00:00.000Z',
        outcome: 'sent',
        acknowledgedAt: null,
        action: null,
      },
    ]);
    expect(records.reminderPreferences).toMatchObject({
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      calendarLinkActive: true,
    });
    expect(records.pushSubscriptions).toEqual([
      { pushService: 'https://push.example.com', createdAt: expect.any(String) },
    ]);
    expect(records.passwordResets).toEqual([
      { requestedAt: expect.any(String), expiresAt: expect.any(String), usedAt: null },
    ]);
    expect(records.emailChanges).toEqual([expect.objectContaining({ newEmail: `new-${account.email}` })]);
    expect(records.profilePhoto?.dataUrl).toMatch(/^data:image\/(png|jpeg|webp);base64,/);

    // Secrets about the account never leave in an export.
    const stored = await auth.database.db
      .selectFrom('reminder_preferences')
      .select('calendar_token')
      .where('user_id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    const sessionHash = await auth.database.db
      .selectFrom('sessions')
      .select('refresh_token_hash')
      .where('user_id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    for (const secret of [
      'endpoint-secret-123',
      'p256dh-secret-key',
      'auth-secret-1',
      stored.calendar_token ?? 'no calendar token stored',
      sessionHash.refresh_token_hash,
      nudgeTokenHashOf(account.user.id),
    ]) {
      expect(response.text).not.toContain(secret);
    }

    const other = await registerTestAccount(auth.app);
    const othersExport = userExportSchema.parse(
      (await request(auth.app).get('/api/user/export').set('Authorization', other.authorization)).body,
    );
    expect(othersExport.journal).toEqual([]);
    expect(othersExport.content.likes).toEqual([]);
    expect((await request(auth.app).get('/api/user/export')).status).toBe(401);
  });

  // The names come from content's data files, the same ones the app shows them from.
  const names = {
    en: {
      breathLoop: 'Breath loop',
      boxBreathing: 'Box breathing',
      grounding: '5-4-3-2-1 grounding',
      rain: 'Rain',
      firstQuestion: /^Do you get to the end of a page or a long email/,
      often: 'Often',
      manyTraits: 'Many of these traits',
    },
    ru: {
      breathLoop: 'Дыхательный цикл',
      boxBreathing: 'Квадратное дыхание',
      grounding: 'Заземление 5-4-3-2-1',
      rain: 'Дождь',
      firstQuestion: /^Бывает ли, что вы дочитываете страницу или длинное письмо/,
      often: 'Часто',
      manyTraits: 'Таких черт много',
    },
  } as const;

  it.each(['en', 'ru'] as const)(
    'names every technique, track, question and test range beside its code, in the language asked for (%s)',
    async (language) => {
      const account = await userWithData();
      const response = await request(auth.app)
        .get(`/api/user/export?lang=${language}`)
        .set('Authorization', account.authorization);
      expect(response.status).toBe(200);
      const data = userExportSchema.parse(response.body);
      const expected = names[language];
      expect(data.language).toBe(language);

      expect(data.history.find((record) => record.effectiveness === 4)).toMatchObject({
        techniques: ['box-breathing'],
        techniqueNames: [expected.boxBreathing],
      });
      expect(data.journal[0]).toMatchObject({
        techniques: ['breath-loop'],
        techniqueNames: [expected.breathLoop],
      });
      expect(data.progress).toMatchObject({
        completedTechniques: ['grounding-5-4-3-2-1'],
        completedTechniqueNames: [expected.grounding],
      });
      expect(data.techniqueCompletions).toEqual([
        expect.objectContaining({ techniqueId: 'grounding-5-4-3-2-1', techniqueName: expected.grounding }),
      ]);
      expect(data.content.likes).toEqual([
        { techniqueId: 'breath-loop', techniqueName: expected.breathLoop, likedAt: expect.any(String) },
      ]);
      expect(data.content.savedMixes[0]?.tracks).toEqual([
        { trackId: 'rain', title: expected.rain, volume: 60 },
      ]);
      expect(data.account.reminders).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            suggestedState: 'anxiety',
            suggestedTool: null,
            suggestedToolName: null,
          }),
          expect.objectContaining({ suggestedTool: 'breathing', suggestedToolName: expected.breathLoop }),
        ]),
      );
      const [result] = data.content.adhdTestResults;
      expect(result).toMatchObject({ range: 'high', rangeName: expected.manyTraits });
      expect(result?.answers).toHaveLength(17);
      expect(result?.answers[0]).toEqual({
        questionId: 'q1',
        question: expect.stringMatching(expected.firstQuestion),
        answer: 3,
        answerText: expected.often,
      });
      expect(result?.answers.every((answer) => answer.question !== null)).toBe(true);
    },
  );

  it('names in English when no language is asked for, and refuses one it does not speak', async () => {
    const account = await userWithData();
    const exported = (path: string) =>
      request(auth.app).get(path).set('Authorization', account.authorization);
    const plain = userExportSchema.parse((await exported('/api/user/export')).body);
    expect(plain.language).toBe('en');
    expect(plain.content.likes[0]?.techniqueName).toBe(names.en.breathLoop);
    const unknown = await exported('/api/user/export?lang=fr');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_failed');
  });

  it('deletes the account with its password: no row about the user is left in any service, no mail in the outbox', async () => {
    const account = await userWithData();
    const before = await rowsAboutUser(account.user.id);
    expect(before['auth.journal_entries']).toBe(1);
    expect(before['content.technique_likes']).toBe(1);
    expect(before['billing.subscriptions']).toBe(1);
    expect(before['billing.local_trials']).toBe(1);
    expect(before['auth.support_requests']).toBe(1);
    expect(before['auth.push_subscriptions']).toBe(1);
    expect(before['auth.reminder_nudges']).toBe(1);

    // The local outbox keeps the reset link, the confirmation to the new address and the support request.
    const mentions = [account.email, `new-${account.email}`, account.user.id];
    const mailsNamingTheUser = async () => {
      const files = await readdir(outboxDirectory);
      const texts = await Promise.all(
        files.map((file) => readFile(path.join(outboxDirectory, file), 'utf8')),
      );
      return texts.filter((text) => mentions.some((mention) => text.includes(mention))).length;
    };
    expect(await mailsNamingTheUser()).toBe(3);

    const response = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({ password: account.password });
    expect(response.status).toBe(204);
    expect(Object.values(await rowsAboutUser(account.user.id)).every((count) => count === 0)).toBe(true);
    expect(await mailsNamingTheUser()).toBe(0);

    const profile = await request(auth.app)
      .get('/api/auth/profile')
      .set('Authorization', account.authorization);
    expect(profile.status).toBe(401);
    const again = await request(auth.app)
      .post('/api/auth/register')
      .send({ name: 'Again', email: account.email, password: 'a-new-password', acceptedTerms: true });
    expect(again.status).toBe(201);
  });

  it('refuses deletion with a wrong or missing password and keeps everything', async () => {
    const account = await userWithData();
    const wrong = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({ password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.reason).toBe('wrong_password');
    const missing = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({});
    expect(missing.body.error.fields).toEqual({ password: validationMessages.required });
    expect((await rowsAboutUser(account.user.id))['content.technique_likes']).toBe(1);
    expect(
      (await request(auth.app).get('/api/auth/profile').set('Authorization', account.authorization)).status,
    ).toBe(200);
  });
});

describe('deletion when another service cannot be reached', () => {
  it('answers 503 and deletes nothing', async () => {
    const auth = await createAuthTestApp('sqlite');
    const account = await registerTestAccount(auth.app);
    const response = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({ password: account.password });
    expect(response.status).toBe(503);
    expect(response.body.error.reason).toBe('account_data_unavailable');
    expect(
      (await request(auth.app).get('/api/auth/profile').set('Authorization', account.authorization)).status,
    ).toBe(200);
    await auth.database.dispose();
  });
});
