import Stripe from 'stripe';
import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import {
  createBillingHarness,
  signPayload,
  testWebhookSecret,
  type BillingHarness,
} from '../testing/billing-harness';
import { at, stripeSubscription } from '../testing/stripe-fixtures';

const userId = '9b7c1e2d-4f3a-4b5c-8d6e-7f8a9b0c1d2e';

function eventPayload(id = 'evt_signature_test') {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'customer.subscription.created',
    created: at(0),
    data: { object: stripeSubscription({ id: 'sub_1', userId }) },
  });
}

describe.each(testDialects())('POST /api/billing/webhook signatures on %s', (dialect) => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'stripe');
  });
  afterAll(() => harness.dispose());
  afterEach(async () => {
    await harness.database.db.deleteFrom('subscriptions').execute();
    await harness.database.db.deleteFrom('processed_webhook_events').execute();
  });

  const post = (payload: string, signature?: string) => {
    const call = request(harness.app).post('/api/billing/webhook').set('content-type', 'application/json');
    return (signature === undefined ? call : call.set('stripe-signature', signature)).send(payload);
  };

  async function expectNothingStored() {
    expect(await harness.database.db.selectFrom('processed_webhook_events').selectAll().execute()).toEqual(
      [],
    );
    expect(await harness.database.db.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
  }

  it('accepts an event signed with the endpoint secret', async () => {
    const payload = eventPayload();
    const response = await post(payload, signPayload(payload));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, duplicate: false });
    expect((await harness.entitlementOf(userId)).premium).toBe(true);
  });

  it('answers 400 and stores nothing without a Stripe-Signature header', async () => {
    const response = await post(eventPayload());
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'bad_request', message: 'Missing Stripe-Signature header' });
    await expectNothingStored();
  });

  it('answers 400 and stores nothing for a signature made with another secret', async () => {
    const payload = eventPayload();
    const response = await post(payload, signPayload(payload, 'whsec_someone_else'));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Invalid webhook signature');
    await expectNothingStored();
  });

  it('answers 400 and stores nothing when the body was changed after signing', async () => {
    const payload = eventPayload();
    const tampered = payload.replace('"status":"active"', '"status":"trialing"');
    expect(tampered).not.toBe(payload);
    const response = await post(tampered, signPayload(payload));
    expect(response.status).toBe(400);
    await expectNothingStored();
  });

  it('answers 400 for a signature older than Stripe’s five-minute tolerance', async () => {
    const payload = eventPayload();
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: testWebhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    const response = await post(payload, signature);
    expect(response.status).toBe(400);
    await expectNothingStored();
  });

  it('answers 400 for a garbled signature header', async () => {
    const response = await post(eventPayload(), 'not-a-signature');
    expect(response.status).toBe(400);
    await expectNothingStored();
  });

  it('verifies the bytes as sent: re-serialised JSON would not match the signature', async () => {
    const payload = eventPayload().replace('{', '{ ');
    const response = await post(payload, signPayload(payload));
    expect(response.status).toBe(200);
  });

  it('answers 400 for a signed body that is not a Stripe event', async () => {
    const payload = JSON.stringify({ hello: 'world' });
    const response = await post(payload, signPayload(payload));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Webhook payload is not a Stripe event');
    await expectNothingStored();
  });

  it('answers 400 and stores nothing for a signed event whose object is malformed', async () => {
    const payload = JSON.stringify({
      id: 'evt_malformed',
      type: 'customer.subscription.updated',
      created: at(0),
      data: { object: { id: 'sub_1', object: 'subscription' } },
    });
    const response = await post(payload, signPayload(payload));
    expect(response.status).toBe(400);
    await expectNothingStored();
  });
});
