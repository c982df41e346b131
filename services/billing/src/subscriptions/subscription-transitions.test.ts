import { testDialects } from '@steady/service-common/testing';
import { createBillingHarness, type BillingHarness } from '../testing/billing-harness';
import { at, checkoutSession, day, invoice, isoAt, stripeSubscription } from '../testing/stripe-fixtures';

const userId = '0f8e2f4c-3c2b-4a54-8d7c-5a1f3e2b9c10';
let eventCounter = 0;

describe.each(testDialects())('subscription status from Stripe events on %s', (dialect) => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'stripe');
  });
  afterAll(() => harness.dispose());
  afterEach(async () => {
    await harness.database.db.deleteFrom('subscriptions').execute();
    await harness.database.db.deleteFrom('processed_webhook_events').execute();
  });

  async function deliver(type: string, created: number, object: unknown) {
    eventCounter += 1;
    const response = await harness.sendEvent({ id: `evt_${eventCounter}`, type, created, object });
    expect(response.status).toBe(200);
  }

  const subscriptionEvent = (
    type: 'created' | 'updated' | 'deleted',
    created: number,
    fields: Parameters<typeof stripeSubscription>[0],
  ) => deliver(`customer.subscription.${type}`, created, stripeSubscription({ userId, ...fields }));

  async function expectState(status: string, premium: boolean, extra: Record<string, unknown> = {}) {
    expect(await harness.statusOf(userId)).toMatchObject({ status, ...extra });
    expect(await harness.entitlementOf(userId)).toEqual({ userId, status, premium });
  }

  it('starts inactive, with the trial on offer', async () => {
    await expectState('inactive', false, { trialEligible: true, currentPeriodEnd: null, trialEnd: null });
  });

  it('makes a trialing subscription active with the trial end as its period end', async () => {
    await subscriptionEvent('created', at(0), {
      id: 'sub_1',
      status: 'trialing',
      periodEnd: at(7 * day),
      trial_end: at(7 * day),
    });
    await expectState('active', true, {
      cancelAtPeriodEnd: false,
      currentPeriodEnd: isoAt(7 * day),
      trialEnd: isoAt(7 * day),
      trialEligible: false,
    });
  });

  it('keeps the trial end of a trial cancelled before its first charge', async () => {
    const trial = { id: 'sub_1', status: 'trialing', periodEnd: at(7 * day), trial_end: at(7 * day) };
    await subscriptionEvent('created', at(0), trial);
    await subscriptionEvent('updated', at(60), { ...trial, cancel_at_period_end: true, canceled_at: at(60) });
    await expectState('cancelPending', true, {
      cancelAtPeriodEnd: true,
      currentPeriodEnd: isoAt(7 * day),
      trialEnd: isoAt(7 * day),
      canceledAt: isoAt(60),
    });
  });

  it('answers no trial end once the trial turned into a paid period', async () => {
    await subscriptionEvent('created', at(0), {
      id: 'sub_1',
      status: 'trialing',
      periodEnd: at(7 * day),
      trial_end: at(7 * day),
    });
    await subscriptionEvent('updated', at(7 * day), {
      id: 'sub_1',
      status: 'active',
      periodEnd: at(37 * day),
      trial_end: at(7 * day),
    });
    await expectState('active', true, { currentPeriodEnd: isoAt(37 * day), trialEnd: null });
  });

  it('grants premium on a completed checkout before the subscription events arrive', async () => {
    await deliver('checkout.session.completed', at(0), checkoutSession({ userId, subscription: 'sub_1' }));
    await expectState('active', true, { currentPeriodEnd: null });
    await subscriptionEvent('created', at(0), { id: 'sub_1', status: 'trialing', periodEnd: at(7 * day) });
    await expectState('active', true, { currentPeriodEnd: isoAt(7 * day) });
  });

  it('does not grant premium for a checkout whose payment is still unpaid', async () => {
    await deliver(
      'checkout.session.completed',
      at(0),
      checkoutSession({ userId, subscription: 'sub_1', paymentStatus: 'unpaid' }),
    );
    await expectState('inactive', false);
  });

  it('shows a cancellation at period end as cancelPending with its end date, still premium', async () => {
    await subscriptionEvent('created', at(0), { id: 'sub_1' });
    await subscriptionEvent('updated', at(60), {
      id: 'sub_1',
      cancel_at_period_end: true,
      canceled_at: at(60),
    });
    await expectState('cancelPending', true, {
      cancelAtPeriodEnd: true,
      currentPeriodEnd: isoAt(30 * day),
      canceledAt: isoAt(60),
    });
  });

  it('treats a cancellation set for a given time as cancelPending until then', async () => {
    await subscriptionEvent('created', at(0), { id: 'sub_1' });
    await subscriptionEvent('updated', at(60), { id: 'sub_1', cancel_at: at(10 * day) });
    await expectState('cancelPending', true, { currentPeriodEnd: isoAt(10 * day) });
  });

  it('ends premium when the subscription is deleted at the end of the period', async () => {
    await subscriptionEvent('created', at(0), { id: 'sub_1' });
    await subscriptionEvent('updated', at(60), {
      id: 'sub_1',
      cancel_at_period_end: true,
      canceled_at: at(60),
    });
    await subscriptionEvent('deleted', at(30 * day), {
      id: 'sub_1',
      status: 'canceled',
      canceled_at: at(60),
    });
    await expectState('canceled', false, { canceledAt: isoAt(60), trialEligible: false });
  });

  it.each([
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['incomplete', 'inactive'],
    ['incomplete_expired', 'inactive'],
  ])('maps Stripe status %s to %s', async (stripeStatus, status) => {
    await subscriptionEvent('created', at(0), { id: 'sub_1', status: stripeStatus });
    await expectState(status, false);
  });

  it('turns a failed payment into past_due and a paid invoice back into active', async () => {
    await subscriptionEvent('created', at(0), { id: 'sub_1' });
    await deliver('invoice.payment_failed', at(100), invoice({ id: 'in_1', subscription: 'sub_1' }));
    await expectState('past_due', false);
    await deliver('invoice.paid', at(200), invoice({ id: 'in_1', subscription: 'sub_1' }));
    await expectState('active', true);
  });

  it('brings a cancelling subscription back to cancelPending when its overdue invoice is paid', async () => {
    await subscriptionEvent('created', at(0), { id: 'sub_1', cancel_at_period_end: true });
    await deliver('invoice.payment_failed', at(100), invoice({ id: 'in_1', subscription: 'sub_1' }));
    await expectState('past_due', false);
    await deliver('invoice.paid', at(200), invoice({ id: 'in_1', subscription: 'sub_1' }));
    await expectState('cancelPending', true);
  });

  it('reads the subscription of an invoice from an older API version (top-level field)', async () => {
    await subscriptionEvent('created', at(0), { id: 'sub_1' });
    await deliver('invoice.payment_failed', at(100), {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_test_1',
      subscription: 'sub_1',
    });
    await expectState('past_due', false);
  });

  it('reads the period end of a subscription from an older API version (top-level field)', async () => {
    const { items: _items, ...subscription } = stripeSubscription({ id: 'sub_1', userId });
    await deliver('customer.subscription.created', at(0), {
      ...subscription,
      current_period_end: at(3 * day),
    });
    await expectState('active', true, { currentPeriodEnd: isoAt(3 * day) });
  });

  describe('events out of order', () => {
    it('keeps cancelPending when the older "created" event arrives after the cancellation', async () => {
      await subscriptionEvent('updated', at(60), { id: 'sub_1', cancel_at_period_end: true });
      await subscriptionEvent('created', at(0), { id: 'sub_1', status: 'trialing' });
      await expectState('cancelPending', true);
    });

    it('never revives a canceled subscription from a late update', async () => {
      await subscriptionEvent('deleted', at(30 * day), { id: 'sub_1', status: 'canceled' });
      await subscriptionEvent('updated', at(60), { id: 'sub_1', cancel_at_period_end: true });
      await subscriptionEvent('updated', at(31 * day), { id: 'sub_1', status: 'active' });
      await expectState('canceled', false);
    });

    it('ignores a late completed checkout for a subscription that already ended', async () => {
      await subscriptionEvent('deleted', at(30 * day), { id: 'sub_1', status: 'canceled' });
      await deliver('checkout.session.completed', at(0), checkoutSession({ userId, subscription: 'sub_1' }));
      await expectState('canceled', false);
    });

    it('ignores a late completed checkout once the subscription events have set the state', async () => {
      await subscriptionEvent('created', at(0), { id: 'sub_1' });
      await subscriptionEvent('updated', at(60), { id: 'sub_1', cancel_at_period_end: true });
      await deliver('checkout.session.completed', at(0), checkoutSession({ userId, subscription: 'sub_1' }));
      await expectState('cancelPending', true, { currentPeriodEnd: isoAt(30 * day) });
    });

    it('ignores a stale failed payment that arrives after a newer paid invoice', async () => {
      await subscriptionEvent('created', at(0), { id: 'sub_1' });
      await deliver('invoice.payment_failed', at(100), invoice({ id: 'in_1', subscription: 'sub_1' }));
      await deliver('invoice.paid', at(200), invoice({ id: 'in_1', subscription: 'sub_1' }));
      await deliver('invoice.payment_failed', at(150), invoice({ id: 'in_1', subscription: 'sub_1' }));
      await expectState('active', true);
    });

    it('lets a new subscription replace an ended one, and ignores the old one afterwards', async () => {
      await subscriptionEvent('created', at(0), { id: 'sub_old' });
      await subscriptionEvent('deleted', at(30 * day), { id: 'sub_old', status: 'canceled' });
      await subscriptionEvent('created', at(40 * day), {
        id: 'sub_new',
        created: at(40 * day),
        periodEnd: at(70 * day),
      });
      await expectState('active', true, { currentPeriodEnd: isoAt(70 * day) });
      await subscriptionEvent('updated', at(41 * day), { id: 'sub_old', status: 'canceled' });
      await expectState('active', true, { currentPeriodEnd: isoAt(70 * day) });
    });

    it('ignores an invoice of an older subscription', async () => {
      await subscriptionEvent('created', at(40 * day), { id: 'sub_new', created: at(40 * day) });
      await deliver(
        'invoice.payment_failed',
        at(41 * day),
        invoice({ id: 'in_old', subscription: 'sub_old' }),
      );
      await expectState('active', true);
    });
  });

  describe('duplicate events', () => {
    it('applies a replayed event once: the replay cannot undo what came in between', async () => {
      const created = { id: 'evt_replayed', type: 'customer.subscription.created', created: at(0) };
      const object = stripeSubscription({ id: 'sub_1', userId });
      expect((await harness.sendEvent({ ...created, object })).body).toEqual({
        received: true,
        duplicate: false,
      });
      await subscriptionEvent('updated', at(0), { id: 'sub_1', cancel_at_period_end: true });
      const replay = await harness.sendEvent({ ...created, object });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, duplicate: true });
      await expectState('cancelPending', true);
    });

    it('processes one of several simultaneous deliveries of the same event', async () => {
      const event = {
        id: 'evt_simultaneous',
        type: 'customer.subscription.created',
        created: at(0),
        object: stripeSubscription({ id: 'sub_1', userId }),
      };
      const responses = await Promise.all(Array.from({ length: 5 }, () => harness.sendEvent(event)));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
      const stored = await harness.database.db.selectFrom('processed_webhook_events').selectAll().execute();
      expect(stored.map((row) => row.event_id)).toEqual(['evt_simultaneous']);
      await expectState('active', true);
    });

    it('applies several different events about one subscription arriving at once, each answered 200', async () => {
      const updates = Array.from({ length: 6 }, (_, index) => {
        eventCounter += 1;
        return harness.sendEvent({
          id: `evt_${eventCounter}`,
          type: 'customer.subscription.updated',
          created: at(60 * (index + 1)),
          object: stripeSubscription({ id: 'sub_1', userId, cancel_at_period_end: index % 2 === 0 }),
        });
      });
      const responses = await Promise.all(updates);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
      // The newest event wins whatever order they were applied in: the sixth does not cancel.
      await expectState('active', true, { cancelAtPeriodEnd: false });
    });
  });

  it('acknowledges event types it does not use and changes nothing', async () => {
    await deliver('customer.created', at(0), { id: 'cus_test_1', object: 'customer' });
    await expectState('inactive', false);
  });

  it('ignores subscription events of a customer it does not know', async () => {
    await deliver('customer.subscription.created', at(0), stripeSubscription({ id: 'sub_unknown' }));
    const rows = await harness.database.db.selectFrom('subscriptions').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('finds the user of an event without metadata by the customer linked earlier', async () => {
    await subscriptionEvent('created', at(0), { id: 'sub_1' });
    await deliver(
      'customer.subscription.updated',
      at(60),
      stripeSubscription({ id: 'sub_1', cancel_at_period_end: true }),
    );
    await expectState('cancelPending', true);
  });
});
