import request from 'supertest';
import { userExportSchema, validationMessages } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { createBillingHarness, type BillingHarness } from '../../../billing/src/testing/billing-harness';
import { startContentTestApp, type ContentTestApp } from '../../../content/src/testing/content-test-app';
import { userOwnedTables } from '../repository/account-data';
import { userOwnedTables as contentUserTables } from '../../../content/src/repository/user-data';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';
import { listenOnLoopback } from '../testing/listen';

describe.each(testDialects())('export and deletion across the three services on %s', (dialect) => {
  let auth: AuthTestApp;
  let content: ContentTestApp;
  let billing: BillingHarness;
  const servers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    content = await startContentTestApp(dialect);
    billing = await createBillingHarness(dialect, 'local');
    const contentServer = await listenOnLoopback(content.app);
    const billingServer = await listenOnLoopback(billing.app);
    servers.push(contentServer, billingServer);
    auth = await createAuthTestApp(dialect, {
      contentInternalUrl: contentServer.url,
      billingInternalUrl: billingServer.url,
    });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all([auth.database.dispose(), content.dispose(), billing.dispose()]);
  });

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
      .send({ date: '2026-03-01T09:00:00+01:00', state: 'anxiety', text: 'Breathing helped today' });
    expect(journal.status).toBe(201);
    await request(auth.app)
      .post('/api/user/save-mood')
      .set('Authorization', account.authorization)
      .send({ mood: 'overwhelm' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    // Content trusts a different test issuer, so its rows are made through its own API with its own token.
    const contentAuthorization = await content.authorization(userId);
    await request(content.app)
      .post('/api/like/techniques/breath-loop/like')
      .set('Authorization', contentAuthorization)
      .expect((response) => expect(response.status).toBeLessThan(300));
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
    counts['billing.subscriptions'] = (
      await billing.database.db
        .selectFrom('subscriptions')
        .select('user_id')
        .where('user_id', '=', userId)
        .execute()
    ).length;
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
      termsAcceptedAt: expect.any(String),
    });
    expect(data.journal.map((entry) => entry.text)).toEqual(['Breathing helped today']);
    expect(data.history.map((record) => record.state)).toEqual(['overwhelm']);
    expect(data.content.likes.map((like) => like.techniqueId)).toEqual(['breath-loop']);
    expect(data.billing.subscription?.status).toBe('active');

    const other = await registerTestAccount(auth.app);
    const othersExport = userExportSchema.parse(
      (await request(auth.app).get('/api/user/export').set('Authorization', other.authorization)).body,
    );
    expect(othersExport.journal).toEqual([]);
    expect(othersExport.content.likes).toEqual([]);
    expect((await request(auth.app).get('/api/user/export')).status).toBe(401);
  });

  it('deletes the account with its password: no row about the user is left in any service', async () => {
    const account = await userWithData();
    const before = await rowsAboutUser(account.user.id);
    expect(before['auth.journal_entries']).toBe(1);
    expect(before['content.technique_likes']).toBe(1);
    expect(before['billing.subscriptions']).toBe(1);

    const response = await request(auth.app)
      .delete('/api/user/account')
      .set('Authorization', account.authorization)
      .send({ password: account.password });
    expect(response.status).toBe(204);
    expect(Object.values(await rowsAboutUser(account.user.id)).every((count) => count === 0)).toBe(true);

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
