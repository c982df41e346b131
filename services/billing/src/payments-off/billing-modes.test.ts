import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { checkoutOwnerCookieName } from '../local-checkout/checkout-owner';
import { createBillingHarness, type BillingHarness } from '../testing/billing-harness';

const ownerId = '1a2b3c4d-0000-4000-8000-00000000000a';
const otherId = '1a2b3c4d-0000-4000-8000-00000000000b';

describe('which payment mode billing says it is in', () => {
  it.each([
    ['stripe', 'stripe'],
    ['local', 'local-checkout'],
    ['off', 'off'],
  ] as const)('%s: /healthz and the plan both say "%s"', async (mode, billingMode) => {
    const harness = await createBillingHarness('sqlite', mode);
    try {
      const health = await request(harness.app).get('/healthz');
      expect(health.body).toMatchObject({ status: 'ok', service: 'billing', billing: billingMode });
      const plan = await request(harness.app).get('/api/subscription/plan');
      expect(plan.body).toMatchObject({ amount: 5, billingMode });
    } finally {
      await harness.dispose();
    }
  });
});

describe('with payments off (no Stripe key, no LOCAL_CHECKOUT=1)', () => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await createBillingHarness('sqlite', 'off');
  });
  afterAll(() => harness.dispose());

  it('refuses to start a subscription with 503 and a reason the premium page explains', async () => {
    const response = await request(harness.app)
      .post('/api/subscription/create-subscription')
      .set('authorization', `Bearer ${await harness.tokenFor(ownerId)}`)
      .send({ language: 'en' });
    expect(response.status).toBe(503);
    expect(response.body.error).toMatchObject({ code: 'not_configured', reason: 'payments_unavailable' });
    expect(await harness.entitlementOf(ownerId)).toEqual({
      userId: ownerId,
      status: 'inactive',
      premium: false,
    });
  });

  it('serves neither the test checkout nor a webhook', async () => {
    expect((await request(harness.app).get('/api/billing/local-checkout/cs_local_0123abcd')).status).toBe(
      404,
    );
    expect((await request(harness.app).post('/api/billing/webhook').send('{}')).status).toBe(404);
  });
});

describe.each(testDialects())(
  'completing a test checkout needs the user who started it, on %s',
  (dialect) => {
    let harness: BillingHarness;
    beforeAll(async () => {
      harness = await createBillingHarness(dialect, 'local');
    });
    afterAll(() => harness.dispose());
    afterEach(async () => {
      await harness.database.db.deleteFrom('subscriptions').execute();
      await harness.database.db.deleteFrom('processed_webhook_events').execute();
    });

    /** Starts a checkout as the owner: the complete button's path, and the cookie the browser got. */
    async function startCheckout() {
      const response = await request(harness.app)
        .post('/api/subscription/create-subscription')
        .set('host', 'steady.example')
        .set('authorization', `Bearer ${await harness.tokenFor(ownerId)}`)
        .send({ language: 'en' });
      expect(response.status).toBe(200);
      const url = new URL(response.body.url as string);
      const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      const cookie = setCookie.find((line) => line.startsWith(`${checkoutOwnerCookieName}=`)) ?? '';
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      return { completePath: `${url.pathname}/complete${url.search}`, cookie: cookie.split(';')[0] ?? '' };
    }

    const premiumOf = async (userId: string) => (await harness.entitlementOf(userId)).premium;

    it('answers 401 to a complete without a token or cookie, and nobody becomes premium', async () => {
      const { completePath } = await startCheckout();
      const response = await request(harness.app).post(completePath);
      expect(response.status).toBe(401);
      expect(await premiumOf(ownerId)).toBe(false);
    });

    it("answers 403 to another account's token, and the checkout stays open for its owner", async () => {
      const { completePath } = await startCheckout();
      const response = await request(harness.app)
        .post(completePath)
        .set('authorization', `Bearer ${await harness.tokenFor(otherId)}`);
      expect(response.status).toBe(403);
      expect(await premiumOf(ownerId)).toBe(false);
      expect(await premiumOf(otherId)).toBe(false);
      const owner = await request(harness.app)
        .post(completePath)
        .set('authorization', `Bearer ${await harness.tokenFor(ownerId)}`);
      expect(owner.status).toBe(303);
      expect(await premiumOf(ownerId)).toBe(true);
    });

    it('completes from the browser that started it: the form post brings the owner cookie', async () => {
      const { completePath, cookie } = await startCheckout();
      const response = await request(harness.app).post(completePath).set('cookie', cookie);
      expect(response.status).toBe(303);
      expect(await premiumOf(ownerId)).toBe(true);
    });

    it("refuses a forged cookie (401) and another account's genuine cookie (403)", async () => {
      const { completePath, cookie } = await startCheckout();
      const forged = cookie.replace(/=.*$/, `=${ownerId}.forged-signature`);
      expect((await request(harness.app).post(completePath).set('cookie', forged)).status).toBe(401);

      await harness.database.db.deleteFrom('subscriptions').execute();
      const otherCookie = await request(harness.app)
        .post('/api/subscription/create-subscription')
        .set('authorization', `Bearer ${await harness.tokenFor(otherId)}`)
        .send({});
      const otherValue = ([] as string[]).concat(otherCookie.headers['set-cookie'] ?? [])[0]?.split(';')[0];
      expect(
        (
          await request(harness.app)
            .post(completePath)
            .set('cookie', otherValue ?? '')
        ).status,
      ).toBe(403);
      expect(await premiumOf(ownerId)).toBe(false);
    });
  },
);
