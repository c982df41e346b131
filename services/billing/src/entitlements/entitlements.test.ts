import request from 'supertest';
import { entitlementSchema, type SubscriptionStatus } from '@steady/contracts';
import { internalRequestHeaders, toFlag } from '@steady/service-common';
import { testDialects } from '@steady/service-common/testing';
import { createBillingHarness, testInternalToken, type BillingHarness } from '../testing/billing-harness';

const userId = '5b0e8a4c-6a57-4a4e-9d7e-7c1f2e3d4a5b';

describe.each(testDialects())('GET /internal/entitlements/:userId on %s', (dialect) => {
  let harness: BillingHarness;
  let app: BillingHarness['app'];

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'local');
    app = harness.app;
  });
  afterAll(() => harness.dispose());
  afterEach(() => harness.database.db.deleteFrom('subscriptions').execute());

  async function storeSubscription(status: SubscriptionStatus) {
    await harness.database.db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        status,
        stripe_customer_id: 'cus_test',
        stripe_subscription_id: 'sub_test',
        cancel_at_period_end: toFlag(status === 'cancelPending'),
        current_period_end: '2030-01-01T00:00:00.000Z',
        canceled_at: status === 'canceled' ? '2025-01-01T00:00:00.000Z' : null,
        updated_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
  }

  async function entitlementOf(id: string) {
    const response = await request(app)
      .get(`/internal/entitlements/${id}`)
      .set(internalRequestHeaders(testInternalToken));
    expect(response.status).toBe(200);
    return entitlementSchema.parse(response.body);
  }

  it('answers inactive and not premium for a user who never subscribed', async () => {
    expect(await entitlementOf(userId)).toEqual({ userId, status: 'inactive', premium: false });
  });

  it('grants premium to an active subscription', async () => {
    await storeSubscription('active');
    expect(await entitlementOf(userId)).toEqual({ userId, status: 'active', premium: true });
  });

  it('keeps premium for a subscription cancelled at period end until the period is over', async () => {
    await storeSubscription('cancelPending');
    expect(await entitlementOf(userId)).toEqual({ userId, status: 'cancelPending', premium: true });
  });

  it('refuses premium to a canceled subscription', async () => {
    await storeSubscription('canceled');
    expect(await entitlementOf(userId)).toEqual({ userId, status: 'canceled', premium: false });
  });

  it('refuses premium to a past_due subscription', async () => {
    await storeSubscription('past_due');
    expect(await entitlementOf(userId)).toEqual({ userId, status: 'past_due', premium: false });
  });

  it('answers 400 validation_failed for a user id longer than any stored id', async () => {
    const response = await request(app)
      .get(`/internal/entitlements/${'x'.repeat(37)}`)
      .set(internalRequestHeaders(testInternalToken));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('answers 403 to a call without the service credential or with a wrong one, and says nothing of the user', async () => {
    await storeSubscription('active');
    const missing = await request(app).get(`/internal/entitlements/${userId}`);
    expect(missing.status).toBe(403);
    expect(missing.body.error.code).toBe('forbidden');
    expect(JSON.stringify(missing.body)).not.toContain('active');
    const wrong = await request(app)
      .get(`/internal/entitlements/${userId}`)
      .set(internalRequestHeaders(`${testInternalToken.slice(0, -1)}x`));
    expect(wrong.status).toBe(403);
    const unknownRoute = await request(app).get('/internal/anything');
    expect(unknownRoute.status).toBe(403);
  });

  it('answers /healthz with its database dialect', async () => {
    const response = await request(app).get('/healthz');
    expect(response.body).toEqual({
      status: 'ok',
      service: 'billing',
      database: dialect,
      billing: 'local-checkout',
    });
  });
});
