import request from 'supertest';
import { billingUserDataSchema } from '@steady/contracts';
import { internalRequestHeaders } from '@steady/service-common';
import { testDialects, testInternalToken } from '@steady/service-common/testing';
import { createBillingHarness, type BillingHarness } from './testing/billing-harness';
import { at, stripeSubscription } from './testing/stripe-fixtures';
import type { StripeStandIn } from './testing/stripe-stand-in';

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
      expect(billingUserDataSchema.parse(never.body)).toEqual({ subscription: null });
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
