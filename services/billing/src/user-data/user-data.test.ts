import request from 'supertest';
import { billingUserDataSchema } from '@steady/contracts';
import { internalRequestHeaders } from '@steady/service-common';
import { testDialects, testInternalToken } from '@steady/service-common/testing';
import { createBillingHarness, type BillingHarness } from '../testing/billing-harness';
import { at, stripeSubscription } from '../testing/stripe-fixtures';
import type { StripeStandIn } from '../testing/stripe-stand-in';

const userId = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';

describe.each(testDialects())(
  "a user's billing data for export and deletion, with Stripe, on %s",
  (dialect) => {
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

    async function subscribe() {
      const subscription = stripeSubscription({ id: 'sub_to_delete', userId });
      standIn.subscriptions.set(subscription.id, subscription);
      await harness.sendEvent({
        id: 'evt_sub_to_delete',
        type: 'customer.subscription.created',
        created: at(0),
        object: subscription,
      });
    }

    const rows = () =>
      harness.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();

    it('exports the subscription record, and null for someone who never subscribed', async () => {
      const never = await request(harness.app)
        .get(`/internal/users/${userId}/data`)
        .set(internalRequestHeaders(testInternalToken));
      expect(billingUserDataSchema.parse(never.body)).toEqual({ subscription: null, testCheckoutTrials: [] });
      await subscribe();
      const exported = billingUserDataSchema.parse(
        (
          await request(harness.app)
            .get(`/internal/users/${userId}/data`)
            .set(internalRequestHeaders(testInternalToken))
        ).body,
      );
      expect(exported.subscription).toMatchObject({
        status: 'active',
        stripeSubscriptionId: 'sub_to_delete',
      });
    });

    it('cancels a running subscription at Stripe at once, then keeps no record', async () => {
      await subscribe();
      const response = await request(harness.app)
        .delete(`/internal/users/${userId}/data`)
        .set(internalRequestHeaders(testInternalToken));
      expect(response.status).toBe(204);
      expect(standIn.requests.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/v1/subscriptions/sub_to_delete',
      ]);
      expect(await rows()).toEqual([]);
    });

    it('keeps the record and answers 502 when Stripe cannot cancel, so the deletion stops', async () => {
      await subscribe();
      standIn.failNext(3);
      const response = await request(harness.app)
        .delete(`/internal/users/${userId}/data`)
        .set(internalRequestHeaders(testInternalToken));
      expect(response.status).toBe(502);
      expect(await rows()).toHaveLength(1);
    });
  },
);

describe.each(testDialects())('a local test checkout trial in the export and deletion on %s', (dialect) => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'local');
  });
  afterAll(() => harness.dispose());

  const internal = (method: 'get' | 'delete') => {
    const path = `/internal/users/${userId}/data`;
    const call = method === 'get' ? request(harness.app).get(path) : request(harness.app).delete(path);
    return call.set(internalRequestHeaders(testInternalToken));
  };

  it('exports the trial and its end, then deletion leaves no subscription and no trial row', async () => {
    const authorization = `Bearer ${await harness.tokenFor(userId)}`;
    const checkout = await request(harness.app)
      .post('/api/subscription/create-subscription')
      .set('authorization', authorization)
      .send({ language: 'ru' });
    const page = new URL(checkout.body.url as string);
    await request(harness.app)
      .post(`${page.pathname}/complete${page.search}`)
      .set('authorization', authorization)
      .expect(303);

    const exported = billingUserDataSchema.parse((await internal('get')).body);
    const trialEnd = exported.subscription?.trialEnd;
    expect(trialEnd).toEqual(expect.any(String));
    expect(exported.testCheckoutTrials).toEqual([
      {
        subscriptionId: exported.subscription?.stripeSubscriptionId,
        trialEnd,
        language: 'ru',
        remindedAt: null,
      },
    ]);

    expect((await internal('delete')).status).toBe(204);
    const { db } = harness.database;
    expect(await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('local_trials').selectAll().where('user_id', '=', userId).execute()).toEqual(
      [],
    );
  });
});
