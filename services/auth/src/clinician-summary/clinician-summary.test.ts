import request from 'supertest';
import { clinicianSummarySchema, type ClinicianSummaryRequest } from '@steady/contracts';
import type { DatabaseDialect } from '@steady/service-common';
import { startStubBilling, testDialects, type StubBilling } from '@steady/service-common/testing';
import { startContentTestApp, type ContentTestApp } from '../../../content/src/testing/content-test-app';
import { loadTestContent } from '../../../content/src/test-content/load-test-content';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';
import { listenOnLoopback } from '../testing/listen';
import { pdfText } from '../testing/pdf-text';

/** "Often" to every question: 34 of 51, traits and daily life both counted. */
const oftenToEverything = loadTestContent().adhdTest.questions.map(({ id }) => ({
  questionId: id,
  answer: 3,
}));

/** Auth with a billing stand-in (Premium per user) and the real content service over loopback. */
async function startSubject(dialect: DatabaseDialect) {
  const billing: StubBilling = await startStubBilling();
  const content: ContentTestApp = await startContentTestApp(dialect);
  const contentServer = await listenOnLoopback(content.app);
  const auth: AuthTestApp = await createAuthTestApp(dialect, {
    billingInternalUrls: billing.url,
    contentInternalUrls: contentServer.url,
  });
  return {
    auth,
    content,
    billing,
    close: async () => {
      await Promise.all([billing.close(), contentServer.close()]);
      await Promise.all([auth.database.dispose(), content.dispose()]);
    },
  };
}

describe.each(testDialects())('the summary for a clinician on %s', (dialect) => {
  let subject: Awaited<ReturnType<typeof startSubject>>;
  let ann: { id: string; authorization: string };
  let ben: { id: string; authorization: string };
  const entryIds: Record<string, string> = {};

  const at = (instant: string) =>
    subject.auth.clock.advance(Date.parse(instant) - subject.auth.clock.now().getTime());
  const post = (authorization: string, path: string, body: object) =>
    request(subject.auth.app).post(path).set('Authorization', authorization).send(body);
  const summary = (body: Partial<ClinicianSummaryRequest>, authorization = ann.authorization) =>
    post(authorization, '/api/stats/clinician-summary', { period: 'last30', language: 'en', ...body });
  const pdf = (body: Partial<ClinicianSummaryRequest>) =>
    post(ann.authorization, '/api/stats/clinician-summary/pdf', { period: 'last30', language: 'en', ...body })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  async function writeEntry(authorization: string, date: string, body: object) {
    const response = await post(authorization, '/api/journal', { date, ...body });
    if (response.status !== 201) throw new Error(`journal answered ${response.status}: ${response.text}`);
    return String((response.body as { entry: { id: string } }).entry.id);
  }

  /** Ann's medication log: three doses in February, "wearing off" logged after 6 and 7 hours. */
  async function logAnnsDoses() {
    const added = await post(ann.authorization, '/api/medications', {
      name: 'Метилфенидат',
      doseNote: '10 mg in the morning',
    });
    const medicationId = (added.body as { id: string }).id;
    for (const [takenAt, wearingOffAt] of [
      ['2026-02-20T17:00:00.000Z', null],
      ['2026-02-21T07:00:00.000Z', '2026-02-21T13:00:00.000Z'],
      ['2026-02-22T07:30:00.000Z', '2026-02-22T14:30:00.000Z'],
    ]) {
      const taken = await post(ann.authorization, `/api/medications/${medicationId}/doses`, {
        takenAt,
        wearingOffAt,
      });
      if (taken.status !== 201) throw new Error(`medications answered ${taken.status}: ${taken.text}`);
    }
  }

  /** Ann's month: two states, three exercises rated, a check-in, three entries and a self-reflection. */
  async function recordAnnsMonth() {
    at('2026-02-10T09:00:00.000Z');
    const anxiety = await post(ann.authorization, '/api/user/save-mood', { mood: 'anxiety' });
    await post(ann.authorization, '/api/user/update-xp', {
      xp: 10,
      techniqueId: 'breath-loop',
      mood: 'anxiety',
    });
    await request(subject.auth.app)
      .patch(`/api/user/history/${(anxiety.body as { id: string }).id}`)
      .set('Authorization', ann.authorization)
      .send({ effectiveness: 5 });
    at('2026-02-20T18:00:00.000Z');
    await post(ann.authorization, '/api/user/save-mood', { mood: 'overwhelm' });
    await post(ann.authorization, '/api/user/update-xp', {
      xp: 15,
      techniqueId: 'brain-dump',
      mood: 'overwhelm',
    });
    await writeEntry(ann.authorization, '2026-02-20T18:05:00.000Z', {
      kind: 'checkIn',
      state: 'overwhelm',
      techniques: ['brain-dump'],
      feelingBefore: 2,
      feelingAfter: 4,
    });
    at('2026-02-23T10:00:00.000Z');
    entryIds.first = await writeEntry(ann.authorization, '2026-02-21T08:00:00.000Z', {
      state: 'anxiety',
      text: 'Тревожное утро перед созвоном, дыхание помогло',
      tags: ['работа'],
    });
    entryIds.second = await writeEntry(ann.authorization, '2026-02-22T08:00:00.000Z', {
      state: 'bad',
      text: 'Private thoughts I keep to myself',
    });
    entryIds.old = await writeEntry(ann.authorization, '2025-12-01T08:00:00.000Z', {
      state: 'good',
      text: 'Long before the period',
    });
    await logAnnsDoses();
    const submitted = await request(subject.content.app)
      .post('/api/adhd-test/submit')
      .set('Authorization', await subject.content.authorization(ann.id))
      .send({ answers: oftenToEverything });
    expect(submitted.status).toBe(201);
    // Content stamps the result with its own clock; the test's month is in the past.
    await subject.content.database.db
      .updateTable('adhd_test_results')
      .set({ created_at: '2026-02-23T10:30:00.000Z' })
      .where('user_id', '=', ann.id)
      .execute();
    at('2026-03-01T10:00:00.000Z');
  }

  beforeAll(async () => {
    subject = await startSubject(dialect);
    const register = async () => {
      const account = await registerTestAccount(subject.auth.app);
      subject.billing.statuses.set(account.user.id, 'active');
      return { id: account.user.id, authorization: account.authorization };
    };
    ann = await register();
    ben = await register();
    entryIds.bens = await writeEntry(ben.authorization, '2026-02-21T09:00:00.000Z', {
      state: 'anxiety',
      text: "Ben's own entry",
    });
    await recordAnnsMonth();
  });
  afterAll(() => subject.close());

  it('gives exactly the sections asked for, in their fixed order, and no journal entry unless ticked', async () => {
    const response = await summary({ sections: ['minutesPractised', 'statesOverTime', 'journalEntries'] });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = clinicianSummarySchema.parse(response.body);
    expect(body).toMatchObject({ from: '2026-01-31', to: '2026-03-01', madeOn: '2026-03-01' });
    expect(body.sections.map(({ id }) => id)).toEqual([
      'statesOverTime',
      'minutesPractised',
      'journalEntries',
    ]);
    expect(body.sections[2]).toEqual({ id: 'journalEntries', entries: [] });
    const minutes = body.sections[1];
    expect(minutes?.id === 'minutesPractised' && minutes.totalCompletions).toBe(2);
  });

  it('counts the states of each week, picked and written', async () => {
    const body = clinicianSummarySchema.parse((await summary({ sections: ['statesOverTime'] })).body);
    const [states] = body.sections;
    if (states?.id !== 'statesOverTime') throw new Error('states over time missing');
    expect(states.weeks.find(({ start }) => start === '2026-02-09')?.states).toEqual([
      { state: 'anxiety', count: 1 },
    ]);
    expect(states.weeks.find(({ start }) => start === '2026-02-16')?.states).toEqual([
      { state: 'anxiety', count: 1 },
      { state: 'overwhelm', count: 1 },
    ]);
  });

  it('names what helped, the check-ins before and after, and the self-reflection with its two parts', async () => {
    const response = await summary({
      sections: ['helpedPerState', 'checkIns', 'selfReflection'],
      language: 'ru',
    });
    const [helped, checkIns, reflection] = clinicianSummarySchema.parse(response.body).sections;
    expect(helped).toEqual({
      id: 'helpedPerState',
      states: [
        {
          state: 'anxiety',
          techniques: [
            { techniqueId: 'breath-loop', name: expect.any(String), averageRating: 5, ratings: 1 },
          ],
        },
        {
          // The check-in's change from 2 to 4 counts as a rating, as it does on /statistics.
          state: 'overwhelm',
          techniques: [{ techniqueId: 'brain-dump', name: 'Выгрузка мыслей', averageRating: 4, ratings: 1 }],
        },
      ],
    });
    expect(checkIns).toMatchObject({ id: 'checkIns', count: 1, averageBefore: 2, averageAfter: 4 });
    expect(reflection).toMatchObject({
      id: 'selfReflection',
      results: [{ score: 34, max: 51, parts: { traits: { max: 39 }, dailyLife: { max: 12 } } }],
    });
  });

  it('carries only the entries the user ticked, only their own and only in the period', async () => {
    const response = await summary({
      sections: ['journalEntries'],
      journalEntryIds: [entryIds.first!, entryIds.bens!, entryIds.old!, 'not-an-id'],
    });
    const [journal] = clinicianSummarySchema.parse(response.body).sections;
    expect(journal).toEqual({
      id: 'journalEntries',
      entries: [
        {
          id: entryIds.first,
          date: '2026-02-21T08:00:00.000Z',
          state: 'anxiety',
          text: 'Тревожное утро перед созвоном, дыхание помогло',
          tags: ['работа'],
        },
      ],
    });
  });

  it('lists the hand-written entries of the period to choose from, the user’s own only', async () => {
    const response = await request(subject.auth.app)
      .get('/api/stats/clinician-summary/entries?period=dates&from=2026-02-01&to=2026-02-28')
      .set('Authorization', ann.authorization);
    expect(response.status).toBe(200);
    expect((response.body as { entries: { id: string }[] }).entries.map(({ id }) => id)).toEqual([
      entryIds.second,
      entryIds.first,
    ]);
    expect(response.body).toMatchObject({ hasMedicationLog: true });
  });

  it('sums up each medication of the log: doses taken, the usual time and the usual hours until wearing off', async () => {
    const [medication] = clinicianSummarySchema.parse(
      (await summary({ sections: ['medicationLog'] })).body,
    ).sections;
    if (medication?.id !== 'medicationLog') throw new Error('medication log missing');
    expect(medication.medications).toEqual([
      {
        name: 'Метилфенидат',
        doseNote: '10 mg in the morning',
        taken: 3,
        usualTime: '07:30',
        usualHoursToWearingOff: 6.5,
      },
    ]);
    // The check-in (18:05) and both entries (08:00) came within two hours of a dose.
    const [firstHours, ...later] = medication.sinceDose;
    expect(firstHours).toMatchObject({ fromHours: 0, toHours: 2, checkIns: 1 });
    expect(firstHours?.states.map(({ state }) => state).sort()).toEqual(['anxiety', 'bad', 'overwhelm']);
    expect(later.every((group) => group.checkIns === 0 && group.states.length === 0)).toBe(true);
  });

  it('gives an empty medication section, not an error, to someone who keeps no log, and does not offer it', async () => {
    const response = await summary({ sections: ['medicationLog'] }, ben.authorization);
    expect(response.status).toBe(200);
    expect(clinicianSummarySchema.parse(response.body).sections).toEqual([
      { id: 'medicationLog', medications: [], sinceDose: [] },
    ]);
    const entries = await request(subject.auth.app)
      .get('/api/stats/clinician-summary/entries?period=last30')
      .set('Authorization', ben.authorization);
    expect(entries.body).toMatchObject({ hasMedicationLog: false });
  });

  it.each([
    ['the first date after the second', { from: '2026-02-10', to: '2026-02-01' }],
    ['a date that does not exist', { from: '2026-02-30', to: '2026-03-01' }],
    ['a date in the future', { from: '2026-02-01', to: '2026-03-05' }],
    ['more than a year', { from: '2025-01-01', to: '2026-02-01' }],
    ['no dates', {}],
  ])('refuses %s with a 400 the page can explain', async (_, dates) => {
    const response = await summary({ period: 'dates', sections: ['checkIns'], ...dates });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'validation_failed', reason: 'summary_period_invalid' },
    });
  });

  it('refuses a request with no section or an unknown one', async () => {
    expect((await summary({ sections: [] })).status).toBe(400);
    expect((await summary({ sections: ['medicalRecord' as 'checkIns'] })).status).toBe(400);
  });

  it('is for Premium, like statistics, and needs the health-data consent and a signed-in user', async () => {
    const free = await registerTestAccount(subject.auth.app);
    expect((await summary({ sections: ['checkIns'] }, free.authorization)).body).toMatchObject({
      error: { reason: 'premium_required' },
    });
    const unconsenting = await registerTestAccount(subject.auth.app, 'Без согласия', {
      healthConsent: false,
    });
    subject.billing.statuses.set(unconsenting.user.id, 'active');
    const refused = await summary({ sections: ['checkIns'] }, unconsenting.authorization);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { reason: 'health_consent_required' } });
    const anonymous = await request(subject.auth.app)
      .post('/api/stats/clinician-summary/pdf')
      .send({ period: 'last30', language: 'en', sections: ['checkIns'] });
    expect(anonymous.status).toBe(401);
  });

  it('stays available, like the journal and statistics, while Premium is paused or after it ended', async () => {
    subject.billing.statuses.set(ann.id, 'canceled');
    try {
      const response = await summary({ sections: ['journalEntries'], journalEntryIds: [entryIds.first!] });
      expect(response.status).toBe(200);
    } finally {
      subject.billing.statuses.set(ann.id, 'active');
    }
  });

  it('makes a Russian PDF with every section, the note, the period and page numbers, Cyrillic intact', async () => {
    const response = await pdf({
      language: 'ru',
      sections: [
        'statesOverTime',
        'helpedPerState',
        'minutesPractised',
        'checkIns',
        'medicationLog',
        'selfReflection',
        'journalEntries',
      ],
      journalEntryIds: [entryIds.first!],
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="steady-summary-2026-01-31-2026-03-01.pdf"',
    );
    const file = response.body as Buffer;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(file);
    for (const expected of [
      'Сводка для специалиста',
      'Период: 31 янв. 2026 г. — 1 мар. 2026 г.',
      'Составлена 1 мар. 2026 г.',
      'Это не диагноз и не измерение симптомов',
      'Состояния по неделям',
      'Что помогало при каждом состоянии',
      'Минуты упражнений',
      'Самочувствие до и после упражнений',
      'Журнал приёма лекарств',
      'По моим записям; это не список назначений и не медицинская рекомендация.',
      'Метилфенидат',
      'Отмечено приёмов: 3, обычно в 07:30',
      'Действие обычно проходит через 6,5 ч',
      'Результаты самопроверки',
      'Всего 34 из 51',
      'Как часто проявляются черты:',
      'Насколько они мешают в жизни:',
      'Записи из дневника, выбранные для сводки',
      'Тревожное утро перед созвоном, дыхание помогло',
      'Страница 1 из',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Private thoughts');
  });

  it('makes an English PDF with only what was asked for', async () => {
    const response = await pdf({ sections: ['minutesPractised'] });
    const text = await pdfText(response.body as Buffer);
    expect(text).toContain('Summary for my clinician');
    expect(text).toContain('It is not a diagnosis and not a measure of symptoms');
    expect(text).toContain('Minutes practised');
    expect(text).toContain('Page 1 of 1');
    for (const absent of [
      'States over time',
      'Check-ins',
      'Self-reflection',
      'Journal entries',
      'Medication log',
      'Тревожное',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  it('makes an English PDF of the medication log, marked as the user’s own log and not medical advice', async () => {
    const text = await pdfText((await pdf({ sections: ['medicationLog'] })).body as Buffer);
    for (const expected of [
      'Medication log',
      'As I logged it; not a record of prescriptions and not medical advice.',
      'Dose as prescribed, in my words: 10 mg in the morning',
      '3 doses logged as taken, usually at 07:30',
      'Usually wearing off after 6.5 h',
      '0–2 h: on average',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
