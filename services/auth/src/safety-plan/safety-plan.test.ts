import request from 'supertest';
import { safetyPlanSchema, userExportSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { startThreeServices, type ThreeServicesTestApp } from '../testing/three-services-test-app';

const plan = {
  warningSigns: ['I stop answering messages', 'Не могу уснуть до трёх ночи'],
  onMyOwn: ['A hot shower, then tea'],
  links: ['breathing', 'audio'],
  distractions: ['The park by the river'],
  askForHelp: ['Anna — +7 900 123-45-67'],
  professionals: ['Dr Petrova, clinic: +7 495 000-00-00'],
  saferSurroundings: ['Give the spare keys to Anna'],
};

describe.each(testDialects())('the safety plan API on %s', (dialect) => {
  let services: ThreeServicesTestApp;
  let auth: ThreeServicesTestApp['auth'];

  beforeAll(async () => {
    services = await startThreeServices(dialect);
    ({ auth } = services);
  });
  afterAll(() => services.close());

  const read = (authorization: string) =>
    request(auth.app).get('/api/safety-plan').set('Authorization', authorization);
  const save = (authorization: string, body: object) =>
    request(auth.app).put('/api/safety-plan').set('Authorization', authorization).send(body);

  it('starts empty and keeps what a free account saves, for that account only', async () => {
    const account = await registerTestAccount(auth.app);
    const empty = await read(account.authorization);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      warningSigns: [],
      onMyOwn: [],
      links: [],
      distractions: [],
      askForHelp: [],
      professionals: [],
      saferSurroundings: [],
      updatedAt: null,
    });

    const saved = await save(account.authorization, plan);
    expect(saved.status).toBe(200);
    const expected = { ...plan, updatedAt: auth.clock.now().toISOString() };
    expect(safetyPlanSchema.parse(saved.body)).toEqual(expected);
    expect((await read(account.authorization)).body).toEqual(expected);

    const someoneElse = await registerTestAccount(auth.app);
    expect((await read(someoneElse.authorization)).body.warningSigns).toEqual([]);
  });

  it('replaces the whole plan on each save: a part left out is emptied, a link picked twice kept once', async () => {
    const account = await registerTestAccount(auth.app);
    await save(account.authorization, plan);
    auth.clock.advance(60_000);
    const replaced = await save(account.authorization, {
      warningSigns: ['  Racing thoughts  '],
      links: ['grounding', 'grounding'],
    });
    expect(replaced.body).toMatchObject({
      warningSigns: ['Racing thoughts'],
      onMyOwn: [],
      links: ['grounding'],
      askForHelp: [],
      updatedAt: auth.clock.now().toISOString(),
    });
  });

  it('refuses a guest with 401 and never shows a plan without a session', async () => {
    expect((await request(auth.app).get('/api/safety-plan')).status).toBe(401);
    const refused = await request(auth.app).put('/api/safety-plan').send(plan);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBeDefined();
  });

  it.each([
    ['a line over 200 characters', { warningSigns: ['x'.repeat(201)] }, 'warningSigns.0'],
    [
      'more than 10 lines in a part',
      { distractions: Array.from({ length: 11 }, () => 'walk') },
      'distractions',
    ],
    ['a line break inside a line', { askForHelp: ['Anna\n+7 900'] }, 'askForHelp.0'],
    ['a control character', { onMyOwn: ['tea\u0007'] }, 'onMyOwn.0'],
    ['an empty line', { saferSurroundings: ['   '] }, 'saferSurroundings.0'],
    ['a link Steady does not have', { links: ['somewhere-else'] }, 'links.0'],
    ['a part that is not a list', { professionals: 'call the clinic' }, 'professionals'],
  ])('refuses %s with a 400 naming the field, and keeps the plan as it was', async (_case, body, field) => {
    const account = await registerTestAccount(auth.app);
    await save(account.authorization, plan);
    const refused = await save(account.authorization, { ...plan, ...body });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(Object.keys(refused.body.error.fields as object)).toContain(field);
    expect((await read(account.authorization)).body).toMatchObject(plan);
  });

  it('stores nothing without the health-data consent (403 health_consent_required), and saves once it is given', async () => {
    const account = await registerTestAccount(auth.app, 'Ann', { healthConsent: false });
    const refused = await save(account.authorization, plan);
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('health_consent_required');
    expect((await read(account.authorization)).body.updatedAt).toBeNull();

    await request(auth.app)
      .put('/api/auth/consents/health')
      .set('Authorization', account.authorization)
      .send({ granted: true });
    expect((await save(account.authorization, plan)).status).toBe(200);
  });

  it('applies a save sent twice with one Idempotency-Key once, as the offline write path sends it', async () => {
    const account = await registerTestAccount(auth.app);
    const send = () => save(account.authorization, plan).set('Idempotency-Key', 'safety-plan-key-1');
    const first = await send();
    auth.clock.advance(60_000);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('is in the account’s data export, and null there for someone who never saved one', async () => {
    const account = await registerTestAccount(auth.app);
    const exported = async () =>
      userExportSchema.parse(
        (await request(auth.app).get('/api/user/export').set('Authorization', account.authorization)).body,
      );
    expect((await exported()).safetyPlan).toBeNull();
    await save(account.authorization, plan);
    expect((await exported()).safetyPlan).toEqual({ ...plan, updatedAt: auth.clock.now().toISOString() });
  });

  it('is deleted with the account', async () => {
    const account = await registerTestAccount(auth.app);
    await save(account.authorization, plan);
    const rows = () =>
      auth.database.db
        .selectFrom('safety_plans')
        .select('user_id')
        .where('user_id', '=', account.user.id)
        .execute();
    expect(await rows()).toHaveLength(1);
    const deleted = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({ password: account.password });
    expect(deleted.status).toBe(204);
    expect(await rows()).toEqual([]);
  });
});
