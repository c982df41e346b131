import request from 'supertest';
import { userSchema } from '@steady/contracts';
import {
  createForeignSigner,
  startStubBilling,
  testDialects,
  type StubBilling,
} from '@steady/service-common/testing';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';

describe.each(testDialects())('GET /api/auth/profile on %s', (dialect) => {
  let subject: AuthTestApp;
  let billing: StubBilling;

  beforeAll(async () => {
    billing = await startStubBilling();
    subject = await createAuthTestApp(dialect, { billingInternalUrls: billing.url });
  });
  afterAll(async () => {
    await billing.close();
    await subject.database.dispose();
  });

  const profileOf = (authorization: string) =>
    request(subject.app).get('/api/auth/profile').set('Authorization', authorization);

  it('answers the user, free plan for someone who never subscribed', async () => {
    const account = await registerTestAccount(subject.app, 'Boris');
    const response = await profileOf(account.authorization);
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body)).toEqual({
      ...account.user,
      subscription_status: 'inactive',
      subscription_checking: false,
      badDayUntil: null,
    });
  });

  it("shows the subscription status billing reports (billing's tables are never read)", async () => {
    const account = await registerTestAccount(subject.app);
    billing.statuses.set(account.user.id, 'cancelPending');
    expect((await profileOf(account.authorization)).body.subscription_status).toBe('cancelPending');
  });

  it('answers 401 without a token, with a malformed token and with a token signed by another key', async () => {
    const account = await registerTestAccount(subject.app);
    const foreign = await createForeignSigner();
    const forged = await foreign.sign({ id: account.user.id, email: account.email });
    expect((await request(subject.app).get('/api/auth/profile')).status).toBe(401);
    for (const token of ['not-a-jwt', forged, `${account.token}x`]) {
      const response = await profileOf(`Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });

  it('answers 401 for a valid token of an account that no longer exists', async () => {
    const account = await registerTestAccount(subject.app);
    await subject.database.db.deleteFrom('users').where('id', '=', account.user.id).execute();
    expect((await profileOf(account.authorization)).status).toBe(401);
  });
});

describe('the profile when billing is down or slow', () => {
  it('says it is checking, on the free plan, when billing cannot be reached and never answered', async () => {
    const subject = await createAuthTestApp('sqlite');
    const account = await registerTestAccount(subject.app);
    const response = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', account.authorization);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ subscription_status: 'inactive', subscription_checking: true });
    await subject.database.dispose();
  });

  it("keeps a subscriber's last known status while billing is down, marked as being checked", async () => {
    const billing = await startStubBilling();
    const subject = await createAuthTestApp('sqlite', { billingInternalUrls: billing.url });
    const account = await registerTestAccount(subject.app);
    billing.statuses.set(account.user.id, 'active');
    const profile = () =>
      request(subject.app).get('/api/auth/profile').set('Authorization', account.authorization);
    expect((await profile()).body).toMatchObject({
      subscription_status: 'active',
      subscription_checking: false,
    });
    await billing.close();
    expect((await profile()).body).toMatchObject({
      subscription_status: 'active',
      subscription_checking: true,
    });
    await subject.database.dispose();
  });

  it('gives up on a billing that does not answer within the timeout', async () => {
    const slowBilling = await startStubBilling();
    slowBilling.mode = 'hang';
    const subject = await createAuthTestApp('sqlite', { billingInternalUrls: slowBilling.url });
    const account = await registerTestAccount(subject.app);
    const started = Date.now();
    const response = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', account.authorization);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.body).toMatchObject({ subscription_status: 'inactive', subscription_checking: true });
    await slowBilling.close();
    await subject.database.dispose();
  });
});

describe('GET /api/auth/providers', () => {
  it('says whether Google sign-in is offered', async () => {
    const withoutGoogle = await createAuthTestApp('sqlite');
    expect((await request(withoutGoogle.app).get('/api/auth/providers')).body).toEqual({ google: false });
    const withGoogle = await createAuthTestApp('sqlite', {
      google: {
        clientId: 'id',
        clientSecret: 'secret',
        authorizationUrl: 'http://127.0.0.1:9/auth',
        tokenUrl: 'http://127.0.0.1:9/token',
        userInfoUrl: 'http://127.0.0.1:9/userinfo',
      },
    });
    expect((await request(withGoogle.app).get('/api/auth/providers')).body).toEqual({ google: true });
    await withoutGoogle.database.dispose();
    await withGoogle.database.dispose();
  });
});
