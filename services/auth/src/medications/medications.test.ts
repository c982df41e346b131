import request from 'supertest';
import {
  calendarLinkResponseSchema,
  doseWriteResponseSchema,
  medicationLogSchema,
  medicationSchema,
  reminderListResponseSchema,
  userExportSchema,
} from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';
import { startThreeServices, type ThreeServicesTestApp } from '../testing/three-services-test-app';
import { createReminderStore } from '../reminders/reminder-store';
import { reminderPushPayload } from '../reminders/delivery/push-messages';
import { medicationLogForPeriod } from './medications';
import { createAuthStore } from '../database/auth-store';

const hour = 60 * 60 * 1000;

// The test clock starts on Sunday 2026-03-01 at 10:00 UTC, 13:00 in Moscow.
describe.each(testDialects())('the medication log API on %s', (dialect) => {
  let subject: PremiumTestApp;
  beforeAll(async () => {
    subject = await createPremiumTestApp(dialect);
  });
  afterAll(() => subject.close());

  const as = (authorization: string) => ({
    read: () => request(subject.app).get('/api/medications').set('Authorization', authorization),
    add: (body: object) =>
      request(subject.app).post('/api/medications').set('Authorization', authorization).send(body),
    change: (id: string, body: object) =>
      request(subject.app).put(`/api/medications/${id}`).set('Authorization', authorization).send(body),
    remove: (id: string) =>
      request(subject.app).delete(`/api/medications/${id}`).set('Authorization', authorization),
    taken: (id: string, body: object) =>
      request(subject.app)
        .post(`/api/medications/${id}/doses`)
        .set('Authorization', authorization)
        .send(body),
    changeDose: (id: string, body: object) =>
      request(subject.app).put(`/api/medications/doses/${id}`).set('Authorization', authorization).send(body),
    removeDose: (id: string) =>
      request(subject.app).delete(`/api/medications/doses/${id}`).set('Authorization', authorization),
  });
  const now = () => subject.clock.now().toISOString();
  const hoursAgo = (hours: number) => new Date(subject.clock.now().getTime() - hours * hour).toISOString();

  it('keeps what a free account logs: a medication by its own name, "taken", then "wearing off"', async () => {
    const user = as((await registerTestAccount(subject.app)).authorization);
    const added = await user.add({ name: '  Метилфенидат  ', doseNote: '10 mg in the morning' });
    expect(added.status).toBe(201);
    const medication = medicationSchema.parse(added.body);
    expect(medication).toEqual({
      id: expect.any(String),
      name: 'Метилфенидат',
      doseNote: '10 mg in the morning',
      refill: null,
      createdAt: now(),
      updatedAt: now(),
    });

    const taken = await user.taken(medication.id, { takenAt: '2026-03-01T09:30:00+03:00' });
    expect(taken.status).toBe(201);
    const { dose } = doseWriteResponseSchema.parse(taken.body);
    expect(dose).toMatchObject({
      medicationId: medication.id,
      takenAt: '2026-03-01T06:30:00.000Z',
      wearingOffAt: null,
    });
    const wearingOff = await user.changeDose(dose.id, {
      takenAt: dose.takenAt,
      wearingOffAt: '2026-03-01T09:45:00.000Z',
    });
    expect(wearingOff.status).toBe(200);
    expect(wearingOff.body.wearingOffAt).toBe('2026-03-01T09:45:00.000Z');

    const log = medicationLogSchema.parse((await user.read()).body);
    expect(log.medications).toEqual([medication]);
    expect(log.doses).toEqual([{ ...dose, wearingOffAt: '2026-03-01T09:45:00.000Z' }]);
  });

  it('shows and changes nothing of another account: its ids answer 404 as if missing', async () => {
    const owner = as((await registerTestAccount(subject.app)).authorization);
    const medication = (await owner.add({ name: 'Atomoxetine' })).body;
    const { dose } = (await owner.taken(medication.id, { takenAt: now() })).body;
    const other = as((await registerTestAccount(subject.app)).authorization);
    expect((await other.read()).body).toEqual({ medications: [], doses: [] });
    const tries = [
      await other.change(medication.id, { name: 'Mine now' }),
      await other.remove(medication.id),
      await other.taken(medication.id, { takenAt: now() }),
      await other.changeDose(dose.id, { takenAt: now() }),
      await other.removeDose(dose.id),
    ];
    expect(tries.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(tries.map((answer) => answer.body.error.reason)).toEqual([
      'medication_not_found',
      'medication_not_found',
      'medication_not_found',
      'medication_dose_not_found',
      'medication_dose_not_found',
    ]);
    expect((await owner.read()).body.doses).toHaveLength(1);
  });

  it('refuses a guest with 401', async () => {
    expect((await request(subject.app).get('/api/medications')).status).toBe(401);
    expect((await request(subject.app).post('/api/medications').send({ name: 'x' })).status).toBe(401);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name'],
    ['a line break in the name', { name: 'one\ntwo' }, 'name'],
    ['a note over 200 characters', { name: 'A', doseNote: 'x'.repeat(201) }, 'doseNote'],
    [
      'a negative count',
      { name: 'A', refill: { dosesLeft: -1, threshold: 2, timeZone: 'UTC' } },
      'refill.dosesLeft',
    ],
    [
      'an unknown time zone',
      { name: 'A', refill: { dosesLeft: 9, threshold: 2, timeZone: 'Mars/Base' } },
      'refill.timeZone',
    ],
    [
      'a reminder time that is no time',
      { name: 'A', refill: { dosesLeft: 9, threshold: 2, time: '25:00', timeZone: 'UTC' } },
      'refill.time',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const user = as((await registerTestAccount(subject.app)).authorization);
    const refused = await user.add(body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(Object.keys(refused.body.error.fields as object)).toContain(field);
  });

  it.each([
    ['a time that is no date', { takenAt: 'this morning' }, 'takenAt'],
    ['a time without its offset', { takenAt: '2026-03-01T09:00:00' }, 'takenAt'],
    ['a time in the future', { takenAt: '2026-03-01T12:00:00Z' }, 'takenAt'],
    [
      'wearing off before taken',
      { takenAt: '2026-03-01T09:00:00Z', wearingOffAt: '2026-03-01T08:00:00Z' },
      'wearingOffAt',
    ],
  ])('refuses an entry with %s (400 naming the field) and logs nothing', async (_case, body, field) => {
    const user = as((await registerTestAccount(subject.app)).authorization);
    const medication = (await user.add({ name: 'A' })).body;
    const refused = await user.taken(medication.id, body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields as object)).toContain(field);
    expect((await user.read()).body.doses).toEqual([]);
  });

  it('stores nothing without the health-data consent (403 health_consent_required), and saves once it is given', async () => {
    const account = await registerTestAccount(subject.app, 'Ann', { healthConsent: false });
    const user = as(account.authorization);
    const refused = await user.add({ name: 'Guanfacine' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('health_consent_required');
    expect((await user.read()).body.medications).toEqual([]);
    await request(subject.app)
      .put('/api/auth/consents/health')
      .set('Authorization', account.authorization)
      .send({ granted: true });
    expect((await user.add({ name: 'Guanfacine' })).status).toBe(201);
  });

  it('counts each "taken" down and, at the threshold, starts a daily refill reminder through push and the calendar', async () => {
    const account = await registerTestAccount(subject.app);
    subject.setStatus(account.user.id, 'active');
    const user = as(account.authorization);
    const refill = { dosesLeft: 3, threshold: 2, time: '09:00', timeZone: 'Europe/Moscow', language: 'ru' };
    const medication = medicationSchema.parse((await user.add({ name: 'Lisdexamfetamine', refill })).body);
    expect(medication.refill).toEqual({ ...refill, reminderOn: false });
    const store = createReminderStore(subject.database);
    expect(await store.reminders.findRefill(account.user.id, Number(medication.id))).toBeUndefined();

    const first = doseWriteResponseSchema.parse((await user.taken(medication.id, { takenAt: now() })).body);
    expect(first.medication.refill).toMatchObject({ dosesLeft: 2, reminderOn: true });
    const reminder = await store.reminders.findRefill(account.user.id, Number(medication.id));
    // Next 09:00 in Moscow after 13:00 on 1 March: 2 March, 06:00 UTC.
    expect(reminder).toMatchObject({ nextDueAt: '2026-03-02T06:00:00.000Z', language: 'ru', paused: false });
    expect((await store.reminders.listDue('2026-03-02T06:00:00.000Z', 100)).map((due) => due.id)).toContain(
      reminder?.id,
    );
    expect(reminder && reminderPushPayload(reminder)).toEqual({
      title: 'Steady: напоминание о запасе',
      body: 'Запас в вашем журнале приёма лекарств дошёл до заданного числа. Хороший момент, чтобы его пополнить.',
      url: '/medications',
    });

    const link = await request(subject.app)
      .post('/api/reminders/calendar')
      .set('Authorization', account.authorization);
    const feed = await request(subject.app).get(
      new URL(calendarLinkResponseSchema.parse(link.body).calendarUrl).pathname,
    );
    expect(feed.text).toContain('SUMMARY:Steady: напоминание о запасе');
    expect(feed.text).not.toContain('Lisdexamfetamine');
    const reminders = await request(subject.app)
      .get('/api/reminders')
      .set('Authorization', account.authorization);
    expect(reminderListResponseSchema.parse(reminders.body).reminders).toEqual([]);

    const second = doseWriteResponseSchema.parse((await user.taken(medication.id, { takenAt: now() })).body);
    expect(second.medication.refill?.dosesLeft).toBe(1);
    expect(await user.removeDose(second.dose.id)).toHaveProperty('status', 204);
    expect((await user.read()).body.medications[0].refill.dosesLeft).toBe(2);

    const refilled = await user.change(medication.id, {
      name: 'Lisdexamfetamine',
      refill: { ...refill, dosesLeft: 30 },
    });
    expect(refilled.body.refill).toMatchObject({ dosesLeft: 30, reminderOn: false });
    expect(await store.reminders.findRefill(account.user.id, Number(medication.id))).toBeUndefined();
  });

  it('deletes a medication with its entries and its refill reminder', async () => {
    const account = await registerTestAccount(subject.app);
    const user = as(account.authorization);
    const refill = { dosesLeft: 1, threshold: 1, timeZone: 'UTC' };
    const medication = (await user.add({ name: 'A', refill })).body;
    await user.taken(medication.id, { takenAt: now() });
    const store = createReminderStore(subject.database);
    expect(await store.reminders.findRefill(account.user.id, Number(medication.id))).toBeDefined();
    expect((await user.remove(medication.id)).status).toBe(204);
    expect((await user.read()).body).toEqual({ medications: [], doses: [] });
    expect(await store.reminders.findRefill(account.user.id, Number(medication.id))).toBeUndefined();
  });

  it('gives a period of the log to summaries: every medication, the entries taken in the period', async () => {
    const account = await registerTestAccount(subject.app);
    const user = as(account.authorization);
    const medication = (await user.add({ name: 'A' })).body;
    for (const hours of [50, 26, 2]) await user.taken(medication.id, { takenAt: hoursAgo(hours) });
    const period = await medicationLogForPeriod(
      { store: createAuthStore(subject.database) },
      account.user.id,
      { from: hoursAgo(30), to: hoursAgo(1) },
    );
    expect(period.medications.map((item) => item.name)).toEqual(['A']);
    expect(period.doses.map((dose) => dose.takenAt)).toEqual([hoursAgo(26), hoursAgo(2)]);
  });

  it('shows Premium statistics of states and check-ins by hours since the last dose, hasLog false without a log', async () => {
    const account = await registerTestAccount(subject.app);
    const stats = () =>
      request(subject.app)
        .get('/api/stats/since-dose?range=week&timeZone=Europe/Moscow')
        .set('Authorization', account.authorization);
    expect((await stats()).status).toBe(403);
    subject.setStatus(account.user.id, 'active');
    expect((await stats()).body.hasLog).toBe(false);

    const user = as(account.authorization);
    const medication = (await user.add({ name: 'A' })).body;
    await user.taken(medication.id, { takenAt: hoursAgo(7) });
    const journal = (body: object) =>
      request(subject.app).post('/api/journal').set('Authorization', account.authorization).send(body);
    await journal({ date: hoursAgo(6), state: 'good' });
    await journal({ date: hoursAgo(2), state: 'overwhelm' });
    await journal({
      kind: 'checkIn',
      date: hoursAgo(1.5),
      state: 'overwhelm',
      feelingBefore: 2,
      feelingAfter: 3,
    });
    const answer = (await stats()).body;
    expect(answer.hasLog).toBe(true);
    expect(answer.groups.map((group: { fromHours: number }) => group.fromHours)).toEqual([0, 2, 4, 6, 8]);
    expect(answer.groups[0]).toEqual({
      fromHours: 0,
      toHours: 2,
      states: [{ state: 'good', count: 1 }],
      checkIns: 0,
      feelingAverage: 4,
    });
    expect(answer.groups[2]).toEqual({
      fromHours: 4,
      toHours: 6,
      states: [{ state: 'overwhelm', count: 1 }],
      checkIns: 1,
      feelingAverage: 3,
    });
  });
});

describe.each(testDialects())('the medication log in the export and account deletion on %s', (dialect) => {
  let services: ThreeServicesTestApp;
  beforeAll(async () => {
    services = await startThreeServices(dialect);
  });
  afterAll(() => services.close());

  it('is in the data export and gone with the account', async () => {
    const { auth } = services;
    const account = await registerTestAccount(auth.app);
    const medication = (
      await request(auth.app)
        .post('/api/medications')
        .set('Authorization', account.authorization)
        .send({ name: 'Метилфенидат', doseNote: 'утром' })
    ).body;
    await request(auth.app)
      .post(`/api/medications/${medication.id}/doses`)
      .set('Authorization', account.authorization)
      .send({ takenAt: auth.clock.now().toISOString() });
    const exported = userExportSchema.parse(
      (await request(auth.app).get('/api/user/export').set('Authorization', account.authorization)).body,
    );
    expect(exported.medications.medications).toEqual([medication]);
    expect(exported.medications.doses).toHaveLength(1);

    const rows = async () => [
      ...(await auth.database.db
        .selectFrom('medications')
        .select('id')
        .where('user_id', '=', account.user.id)
        .execute()),
      ...(await auth.database.db
        .selectFrom('medication_doses')
        .select('id')
        .where('user_id', '=', account.user.id)
        .execute()),
    ];
    expect(await rows()).toHaveLength(2);
    const deleted = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({ password: account.password });
    expect(deleted.status).toBe(204);
    expect(await rows()).toEqual([]);
  });
});
