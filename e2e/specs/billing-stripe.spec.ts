import Stripe from 'stripe';
import { subscriptionStatusResponseSchema } from '@steady/contracts';
// The same stand-in of the Stripe API the billing service's own tests use.
import { startStripeStandIn, type StripeStandIn } from '../../services/billing/src/testing/stripe-stand-in';
import { registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { startTestStack, type RunningStack } from '../support/test-stack';

const webhookSecret = 'whsec_e2e_stand_in';

/**
 * Billing in Stripe mode behind the real gateway: the SDK talks to the stand-in, and events are posted to
 * the gateway as Stripe posts them, so the raw bytes must reach billing untouched for the signature to hold.
 */
test.describe('billing with Stripe keys', () => {
  let standIn: StripeStandIn;
  let stack: RunningStack;

  test.beforeAll(async () => {
    standIn = await startStripeStandIn();
    stack = await startTestStack('stripe', {
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
    });
  });
  test.afterAll(async () => {
    await stack?.stop();
    await standIn?.close();
  });

  test('checkout goes to Stripe, and signed webhooks through the gateway grant and cancel premium', async ({
    request,
  }) => {
    const account = await registerAccount(request, stack.url);
    const headers = { authorization: `Bearer ${account.token}` };
    const status = async () =>
      subscriptionStatusResponseSchema.parse(
        await (await request.get(`${stack.url}/api/subscription/status`, { headers })).json(),
      );

    const created = await request.post(`${stack.url}/api/subscription/create-subscription`, {
      headers,
      data: { language: 'en' },
    });
    expect(created.status()).toBe(200);
    expect((await created.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = standIn.requests.find((call) => call.path === '/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      success_url: `${stack.url}/profile?checkout=success`,
      'subscription_data[trial_period_days]': '7',
    });
    const customer = session?.body.customer ?? '';

    const now = Math.floor(Date.now() / 1000);
    const subscription = {
      id: 'sub_e2e',
      object: 'subscription' as const,
      customer,
      status: 'trialing',
      created: now,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      items: { object: 'list' as const, data: [{ id: 'si_e2e', current_period_end: now + 7 * 86_400 }] },
      metadata: { userId: account.user.id },
    };
    standIn.subscriptions.set(subscription.id, subscription);
    // Spacing a signed body differently from JSON.stringify shows the gateway passes the bytes as they are.
    const payload = `{ "id": "evt_e2e_created", "type": "customer.subscription.created", "created": ${now}, "data": { "object": ${JSON.stringify(subscription)} } }`;
    const send = (body: string, signature: string) =>
      request.post(`${stack.url}/api/billing/webhook`, {
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        data: body,
      });

    const forged = await send(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' }),
    );
    expect(forged.status()).toBe(400);
    expect((await status()).status).toBe('inactive');

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await send(payload, signature)).status()).toBe(200);
    expect(await (await send(payload, signature)).json()).toEqual({ received: true, duplicate: true });
    expect(await status()).toMatchObject({ status: 'active', trialEligible: false });

    const again = await request.post(`${stack.url}/api/subscription/create-subscription`, { headers });
    expect(again.status()).toBe(409);

    const cancelled = await request.post(`${stack.url}/api/subscription/cancel`, { headers });
    expect(cancelled.status()).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelPending', cancelAtPeriodEnd: true });
    expect(standIn.subscriptions.get('sub_e2e')?.cancel_at_period_end).toBe(true);

    standIn.failNext(1, 500);
    const resumed = await request.post(`${stack.url}/api/subscription/create-subscription`, { headers });
    expect(resumed.status()).toBe(502);
    expect((await resumed.json()).error.message).toBe('Failed to create subscription');
    expect((await status()).status).toBe('cancelPending');
  });
});
