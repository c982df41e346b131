import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { loadPlan } from '../plan/plan-config';
import { createBillingHarness, type BillingHarness } from '../testing/billing-harness';
import { at, day, isoAt, stripeSubscription } from '../testing/stripe-fixtures';
import type { StripeStandIn } from '../testing/stripe-stand-in';

const userId = '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d';

describe.each(testDialects())('subscription routes with Stripe on %s', (dialect) => {
  let harness: BillingHarness;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'stripe');
    standIn = harness.standIn!;
  });
  afterAll(() => harness.dispose());
  afterEach(async () => {
    await harness.database.db.deleteFrom('subscriptions').execute();
    await harness.database.db.deleteFrom('processed_webhook_events').execute();
    standIn.requests.length = 0;
    standIn.subscriptions.clear();
  });

  async function post(path: string, body?: object) {
    const call = request(harness.app)
      .post(path)
      .set('authorization', `Bearer ${await harness.tokenFor(userId)}`)
      .set('host', 'steady.example');
    return body === undefined ? call : call.send(body);
  }

  /** A running subscription, known to the stand-in and delivered to billing as Stripe would. */
  async function subscribe(fields: Partial<Parameters<typeof stripeSubscription>[0]> = {}) {
    const subscription = stripeSubscription({ id: 'sub_running', userId, ...fields });
    standIn.subscriptions.set(subscription.id, subscription);
    const response = await harness.sendEvent({
      id: `evt_${subscription.id}_${subscription.status}`,
      type: 'customer.subscription.created',
      created: at(0),
      object: subscription,
    });
    expect(response.status).toBe(200);
    return subscription;
  }

  const callsTo = (path: string) => standIn.requests.filter((call) => call.path === path);

  describe('POST /api/subscription/create-subscription', () => {
    it('answers the URL of a subscription-mode Checkout Session with the plan’s price and trial', async () => {
      const response = await post('/api/subscription/create-subscription', { language: 'ru' });
      expect(response.status).toBe(200);
      expect(response.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      const [customer] = callsTo('/v1/customers');
      expect(customer?.body).toEqual({ email: `${userId}@example.com`, 'metadata[userId]': userId });
      expect(customer?.idempotencyKey).toBe(`steady-customer-${userId}`);
      const [session] = callsTo('/v1/checkout/sessions');
      expect(session?.body).toMatchObject({
        mode: 'subscription',
        customer: expect.stringMatching(/^cus_standin_/),
        client_reference_id: userId,
        locale: 'ru',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '500',
        'line_items[0][price_data][recurring][interval]': 'month',
        'subscription_data[trial_period_days]': '7',
        'subscription_data[metadata][userId]': userId,
        success_url: 'http://steady.example/profile?checkout=success',
        cancel_url: 'http://steady.example/premium?checkout=canceled',
      });
    });

    it('reuses the user’s Stripe customer for every later checkout', async () => {
      await post('/api/subscription/create-subscription');
      await post('/api/subscription/create-subscription');
      expect(callsTo('/v1/customers')).toHaveLength(1);
      const sessions = callsTo('/v1/checkout/sessions');
      const [first, second] = sessions.map((call) => call.body.customer);
      expect(first).toMatch(/^cus_standin_/);
      expect(second).toBe(first);
    });

    it('offers no second trial to a returning subscriber', async () => {
      await subscribe({ status: 'canceled', customer: 'cus_returning' });
      expect((await harness.statusOf(userId)).trialEligible).toBe(false);
      const response = await post('/api/subscription/create-subscription');
      expect(response.status).toBe(200);
      const [session] = callsTo('/v1/checkout/sessions');
      expect(session?.body.customer).toBe('cus_returning');
      expect(session?.body).not.toHaveProperty('subscription_data[trial_period_days]');
    });

    it('answers 409 "already subscribed" to an active subscriber and calls no Stripe', async () => {
      await subscribe();
      const response = await post('/api/subscription/create-subscription');
      expect(response.status).toBe(409);
      expect(response.body.error).toEqual({
        code: 'conflict',
        reason: 'already_subscribed',
        message: 'You are already subscribed',
      });
      expect(standIn.requests).toEqual([]);
    });

    it('answers 409 to a subscriber whose payment is overdue', async () => {
      await subscribe({ status: 'past_due' });
      const response = await post('/api/subscription/create-subscription');
      expect(response.status).toBe(409);
      expect(standIn.requests).toEqual([]);
    });

    it('resumes a subscription that is set to cancel instead of starting a second one', async () => {
      await subscribe({ cancel_at_period_end: true });
      const response = await post('/api/subscription/create-subscription');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ url: 'http://steady.example/profile?checkout=success' });
      expect(callsTo('/v1/subscriptions/sub_running')[0]?.body).toEqual({ cancel_at_period_end: 'false' });
      expect(callsTo('/v1/checkout/sessions')).toEqual([]);
      expect(await harness.statusOf(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    });

    it('answers 502 "Failed to create subscription" when Stripe fails', async () => {
      standIn.failNext(1, 500);
      const response = await post('/api/subscription/create-subscription');
      expect(response.status).toBe(502);
      expect(response.body.error).toEqual({
        code: 'bad_gateway',
        reason: 'subscription_not_created',
        message: 'Failed to create subscription',
      });
      expect((await harness.statusOf(userId)).status).toBe('inactive');
    });

    it('answers 400 for a language it does not speak', async () => {
      const response = await post('/api/subscription/create-subscription', { language: 'de' });
      expect(response.status).toBe(400);
      expect(standIn.requests).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const response = await request(harness.app).post('/api/subscription/create-subscription');
      expect(response.status).toBe(401);
    });
  });

  describe('POST /api/subscription/cancel', () => {
    it('cancels at period end: cancelPending with the end date, premium kept until then', async () => {
      await subscribe({ periodEnd: at(30 * day) });
      const response = await post('/api/subscription/cancel');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'cancelPending',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: isoAt(30 * day),
      });
      expect(response.body.canceledAt).toEqual(expect.any(String));
      expect(callsTo('/v1/subscriptions/sub_running')[0]?.body).toEqual({ cancel_at_period_end: 'true' });
      expect(await harness.entitlementOf(userId)).toEqual({ userId, status: 'cancelPending', premium: true });
    });

    it('agrees with the webhook Stripe sends afterwards', async () => {
      await subscribe();
      await post('/api/subscription/cancel');
      const cancelled = standIn.subscriptions.get('sub_running');
      await harness.sendEvent({
        id: 'evt_cancel_echo',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        object: cancelled,
      });
      expect((await harness.statusOf(userId)).status).toBe('cancelPending');
    });

    it('answers the same status when asked again, without calling Stripe', async () => {
      await subscribe({ cancel_at_period_end: true });
      const response = await post('/api/subscription/cancel');
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('cancelPending');
      expect(standIn.requests).toEqual([]);
    });

    it('answers 502 "Failed to cancel subscription" when Stripe fails, and keeps the subscription', async () => {
      await subscribe();
      standIn.failNext(1, 500);
      const response = await post('/api/subscription/cancel');
      expect(response.status).toBe(502);
      expect(response.body.error).toEqual({
        code: 'bad_gateway',
        reason: 'subscription_not_cancelled',
        message: 'Failed to cancel subscription',
      });
      expect(await harness.entitlementOf(userId)).toEqual({ userId, status: 'active', premium: true });
    });

    it('answers 409 when there is no subscription to cancel', async () => {
      const response = await post('/api/subscription/cancel');
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe('You have no active subscription to cancel');
    });

    it('answers 401 without a token', async () => {
      expect((await request(harness.app).post('/api/subscription/cancel')).status).toBe(401);
    });
  });

  it('answers GET /api/subscription/status 401 without a token', async () => {
    expect((await request(harness.app).get('/api/subscription/status')).status).toBe(401);
  });
});

describe('checkout with a Price from the Stripe Dashboard', () => {
  it('sends STRIPE_PRICE_ID instead of the plan’s amount', async () => {
    const harness = await createBillingHarness('sqlite', 'stripe', { priceId: 'price_premium_monthly' });
    const response = await request(harness.app)
      .post('/api/subscription/create-subscription')
      .set('authorization', `Bearer ${await harness.tokenFor(userId)}`);
    expect(response.status).toBe(200);
    const session = harness.standIn!.requests.find((call) => call.path === '/v1/checkout/sessions');
    expect(session?.body['line_items[0][price]']).toBe('price_premium_monthly');
    expect(session?.body).not.toHaveProperty('line_items[0][price_data][currency]');
    await harness.dispose();
  });

  it('charges the configured plan in its currency’s smallest unit', async () => {
    const plan = { ...loadPlan({}), amount: 4.99, currency: 'eur' };
    const harness = await createBillingHarness('sqlite', 'stripe', { plan });
    await request(harness.app)
      .post('/api/subscription/create-subscription')
      .set('authorization', `Bearer ${await harness.tokenFor(userId)}`);
    const session = harness.standIn!.requests.find((call) => call.path === '/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '499',
    });
    await harness.dispose();
  });
});
