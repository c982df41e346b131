import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { localCheckoutLifetimeMs } from './local-checkout-sessions-repository';
import { createBillingHarness, type BillingHarness } from '../testing/billing-harness';

const userId = '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f';
const appOrigin = 'http://steady.example';

describe.each(testDialects())('the local test checkout (LOCAL_CHECKOUT=1) on %s', (dialect) => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'local');
  });
  afterAll(() => harness.dispose());
  afterEach(async () => {
    await harness.database.db.deleteFrom('subscriptions').execute();
    await harness.database.db.deleteFrom('processed_webhook_events').execute();
  });

  async function signedIn(path: string, body: object = {}) {
    return request(harness.app)
      .post(path)
      .set('host', 'steady.example')
      .set('authorization', `Bearer ${await harness.tokenFor(userId)}`)
      .send(body);
  }

  /** The checkout page's path, as the browser is sent to it. */
  async function startCheckout(language: 'en' | 'ru' = 'en') {
    const response = await signedIn('/api/subscription/create-subscription', { language });
    expect(response.status).toBe(200);
    const url = new URL(response.body.url as string);
    expect(url.origin).toBe(appOrigin);
    return `${url.pathname}${url.search}`;
  }

  const completePath = (pagePath: string) => pagePath.replace('?', '/complete?');
  /** The test checkout's own button, pressed by the user who started it. */
  const complete = async (pagePath: string) =>
    request(harness.app)
      .post(completePath(pagePath))
      .set('authorization', `Bearer ${await harness.tokenFor(userId)}`);

  it('sends the browser to a page clearly labelled as a test checkout, in English or Russian', async () => {
    const english = await request(harness.app).get(await startCheckout('en'));
    expect(english.status).toBe(200);
    expect(english.type).toBe('text/html');
    expect(english.text).toContain('Test checkout — no real payment');
    expect(english.text).toContain('Free trial: 7 days, then $5.00 per month');
    expect(english.text).toContain('Complete test checkout');
    expect(english.text).toContain('Abandon checkout');
    expect(english.headers['content-security-policy']).toContain("form-action 'self'");
    // A page's headers, though the service's JSON answers carry an API's smaller set.
    expect(english.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(english.headers['referrer-policy']).toBe('no-referrer');

    const russian = await request(harness.app).get(await startCheckout('ru'));
    expect(russian.text).toContain('<html lang="ru">');
    expect(russian.text).toContain('Тестовая оплата — настоящего платежа нет');
    expect(russian.text).toContain('Завершить тестовую оплату');
    expect(russian.text).toContain('Бесплатный пробный период — 7 дней, затем');
  });

  it('completes through the signed webhook path: premium with the trial end, then back to the profile', async () => {
    const page = await startCheckout();
    const response = await complete(page);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${appOrigin}/profile?checkout=success`);
    const status = await harness.statusOf(userId);
    expect(status).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, trialEligible: false });
    const daysLeft = (Date.parse(status.currentPeriodEnd ?? '') - Date.now()) / (24 * 60 * 60 * 1000);
    expect(Math.round(daysLeft)).toBe(7);
    expect(status.trialEnd).toBe(status.currentPeriodEnd);
    expect(await harness.entitlementOf(userId)).toEqual({ userId, status: 'active', premium: true });
    const events = await harness.database.db.selectFrom('processed_webhook_events').selectAll().execute();
    expect(events).toHaveLength(2);
  });

  it('abandons without any change and returns to the premium page', async () => {
    const page = await startCheckout();
    const response = await request(harness.app)
      .post(page.replace('?', '/abandon?'))
      .set('authorization', `Bearer ${await harness.tokenFor(userId)}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${appOrigin}/premium?checkout=canceled`);
    expect((await harness.statusOf(userId)).status).toBe('inactive');
    expect((await request(harness.app).get(page)).status).toBe(404);
  });

  it('cannot complete the same checkout twice', async () => {
    const page = await startCheckout();
    await complete(page);
    const again = await complete(page);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This test checkout is no longer open');
  });

  it('carries on a checkout started on one instance on another: its page, the owner cookie and its button', async () => {
    const started = await signedIn('/api/subscription/create-subscription', { language: 'en' });
    const url = new URL(started.body.url as string);
    const page = `${url.pathname}${url.search}`;
    const ownerCookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    const other = harness.buildInstance();
    expect((await request(other).get(page)).status).toBe(200);
    const completed = await request(other).post(completePath(page)).set('cookie', ownerCookie);
    expect(completed.status).toBe(303);
    expect((await harness.statusOf(userId)).status).toBe('active');
    expect((await request(harness.app).post(completePath(page)).set('cookie', ownerCookie)).status).toBe(404);
  });

  it('treats a checkout left open for more than a day as expired, and forgets it', async () => {
    const page = await startCheckout();
    const sessionId = page.split('/').pop()?.split('?')[0] ?? '';
    const twoDaysAgo = new Date(Date.now() - 2 * localCheckoutLifetimeMs).toISOString();
    await harness.database.db
      .updateTable('local_checkout_sessions')
      .set({ created_at: twoDaysAgo })
      .where('id', '=', sessionId)
      .execute();
    expect((await request(harness.app).get(page)).status).toBe(404);
    await startCheckout();
    const left = await harness.database.db
      .selectFrom('local_checkout_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers an unknown or malformed checkout with a 404 page', async () => {
    const unknown = await request(harness.app).get('/api/billing/local-checkout/cs_local_0123abcd?lang=ru');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Эта тестовая оплата уже закрыта');
    const malformed = await request(harness.app).get('/api/billing/local-checkout/<script>');
    expect(malformed.status).toBe(404);
  });

  it('cancels at period end, then ends premium when the period end is simulated', async () => {
    await complete(await startCheckout());
    const cancelled = await signedIn('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelPending', cancelAtPeriodEnd: true });
    expect(cancelled.body.currentPeriodEnd).toEqual(expect.any(String));
    // Cancelled during its trial: the trial still ends when it would have, and nothing is charged after.
    expect(cancelled.body.trialEnd).toBe(cancelled.body.currentPeriodEnd);
    expect((await harness.entitlementOf(userId)).premium).toBe(true);

    const ended = await signedIn('/api/billing/local-checkout/simulate-period-end');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(ended.body.canceledAt).toEqual(expect.any(String));
    expect(await harness.entitlementOf(userId)).toEqual({ userId, status: 'canceled', premium: false });
  });

  it('resumes a cancelling test subscription when the user subscribes again', async () => {
    await complete(await startCheckout());
    await signedIn('/api/subscription/cancel');
    const resumed = await signedIn('/api/subscription/create-subscription');
    expect(resumed.body).toEqual({ url: `${appOrigin}/profile?checkout=success` });
    expect(await harness.statusOf(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('opens one checkout for a subscribe request retried with its Idempotency-Key', async () => {
    const subscribe = async () =>
      request(harness.app)
        .post('/api/subscription/create-subscription')
        .set('host', 'steady.example')
        .set('authorization', `Bearer ${await harness.tokenFor(userId)}`)
        .set('Idempotency-Key', 'checkout-retried-1')
        .send({ language: 'en' });
    const first = await subscribe();
    const retried = await subscribe();
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toEqual(first.body);
    const another = await signedIn('/api/subscription/create-subscription', { language: 'en' });
    expect(another.body.url).not.toBe(first.body.url);
  });

  it('refuses to end the period of a subscription that is not set to cancel', async () => {
    await complete(await startCheckout());
    const response = await signedIn('/api/billing/local-checkout/simulate-period-end');
    expect(response.status).toBe(409);
    expect((await harness.statusOf(userId)).status).toBe('active');
  });

  it('answers 404 to the period end of a user who never subscribed, and 401 to a guest', async () => {
    expect((await signedIn('/api/billing/local-checkout/simulate-period-end')).status).toBe(404);
    const guest = await request(harness.app).post('/api/billing/local-checkout/simulate-period-end');
    expect(guest.status).toBe(401);
  });

  it('lets a returning subscriber check out again, without a trial', async () => {
    await complete(await startCheckout());
    await signedIn('/api/subscription/cancel');
    await signedIn('/api/billing/local-checkout/simulate-period-end');
    const page = await startCheckout();
    expect((await request(harness.app).get(page)).text).toContain('No free trial');
    await complete(page);
    expect(await harness.entitlementOf(userId)).toEqual({ userId, status: 'active', premium: true });
    expect((await harness.statusOf(userId)).trialEnd).toBeNull();
  });
});

describe('with STRIPE_SECRET_KEY', () => {
  it('serves no local checkout at all', async () => {
    const harness = await createBillingHarness('sqlite', 'stripe');
    const page = await request(harness.app).get('/api/billing/local-checkout/cs_local_0123abcd');
    const periodEnd = await request(harness.app).post('/api/billing/local-checkout/simulate-period-end');
    expect(page.status).toBe(404);
    expect(periodEnd.status).toBe(404);
    expect(page.body.error.code).toBe('not_found');
    await harness.dispose();
  });
});
