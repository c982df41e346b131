import { createLogger } from '@steady/service-common';
import { metricValue, testDialects } from '@steady/service-common/testing';
import { loadPlan } from '../plan/plan-config';
import { createBillingJobs, processedEventRetentionMs, reconciliationIntervalMs } from './billing-jobs';
import { createBillingStore } from '../database/billing-store';
import { createScheduledJobRepository } from './scheduled-jobs-repository';
import { createStripeApiGateway } from '../stripe/stripe-api-gateway';
import { createBillingHarness, type BillingHarness } from '../testing/billing-harness';
import { at, day, isoAt, stripeSubscription } from '../testing/stripe-fixtures';
import type { StripeStandIn } from '../testing/stripe-stand-in';

const subscriber = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const otherSubscriber = '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f';
const logger = createLogger({ name: 'billing', level: 'silent' });

describe.each(testDialects())('reconciliation with Stripe and pruning on %s', (dialect) => {
  let harness: BillingHarness;
  let standIn: StripeStandIn;
  beforeEach(async () => {
    harness = await createBillingHarness(dialect, 'stripe');
    standIn = harness.standIn!;
  });
  afterEach(() => harness.dispose());

  /** One billing instance's periodic jobs; the clock stands a day after the fixtures' subscriptions began. */
  const instance = (options: { withStripe?: boolean } = {}) =>
    createBillingJobs({
      store: createBillingStore(harness.database),
      jobs: createScheduledJobRepository(harness.database),
      reader:
        options.withStripe === false
          ? undefined
          : createStripeApiGateway(
              { secretKey: 'sk_test_standin', apiUrl: new URL(standIn.url) },
              loadPlan({}),
            ),
      logger,
      now: () => new Date(isoAt(day)),
    });

  /** A subscription Stripe knows and whose creation event billing received. */
  async function subscribe(
    userId: string,
    id: string,
    fields: Parameters<typeof stripeSubscription>[0] = { id },
  ) {
    const subscription = stripeSubscription({ ...fields, id, userId, customer: `cus_${userId}` });
    standIn.subscriptions.set(id, subscription);
    const response = await harness.sendEvent({
      id: `evt_${id}_created`,
      type: 'customer.subscription.created',
      created: at(0),
      object: subscription,
    });
    expect(response.status).toBe(200);
  }

  /** Stripe changes a subscription and the event never reaches billing. */
  function changeWithoutEvent(id: string, fields: Partial<ReturnType<typeof stripeSubscription>>) {
    const current = standIn.subscriptions.get(id);
    if (!current) throw new Error(`The stand-in has no ${id}`);
    standIn.subscriptions.set(id, { ...current, ...fields });
  }

  const readsOf = (id: string) =>
    standIn.requests.filter((call) => call.method === 'GET' && call.path === `/v1/subscriptions/${id}`);

  it('corrects subscriptions whose events were missed: a cancellation, a trial whose payment failed', async () => {
    await subscribe(subscriber, 'sub_canceled');
    await subscribe(otherSubscriber, 'sub_trial', {
      id: 'sub_trial',
      status: 'trialing',
      trial_end: at(7 * day),
    });
    changeWithoutEvent('sub_canceled', { status: 'canceled', canceled_at: at(day / 2) });
    changeWithoutEvent('sub_trial', { status: 'past_due' });
    expect((await harness.statusOf(subscriber)).status).toBe('active');

    const run = await instance().runDue();

    expect(run.reconciliation).toEqual({ checked: 2, corrected: 2, unknownToStripe: 0, failed: 0 });
    expect(await harness.statusOf(subscriber)).toMatchObject({
      status: 'canceled',
      canceledAt: isoAt(day / 2),
    });
    expect(await harness.statusOf(otherSubscriber)).toMatchObject({ status: 'past_due', trialEnd: null });
    expect((await harness.entitlementOf(subscriber)).premium).toBe(false);
  });

  it('counts each run, what it found and when it last finished in the metrics, an alert’s clock', async () => {
    const runs = () => metricValue('steady_reconciliation_runs_total', { result: 'ok' });
    const corrected = () =>
      metricValue('steady_reconciliation_subscriptions_total', { outcome: 'corrected' });
    const [runsBefore, correctedBefore] = [await runs(), await corrected()];
    await subscribe(subscriber, 'sub_counted');
    changeWithoutEvent('sub_counted', { status: 'canceled' });
    const started = Date.now() / 1000;
    await instance().runDue();
    expect(await runs()).toBe(runsBefore + 1);
    expect(await corrected()).toBe(correctedBefore + 1);
    expect(await metricValue('steady_reconciliation_last_success_timestamp_seconds')).toBeGreaterThanOrEqual(
      Math.floor(started),
    );
  });

  it('reads only running subscriptions, and leaves one Stripe does not know as it is', async () => {
    await subscribe(subscriber, 'sub_forgotten');
    standIn.subscriptions.delete('sub_forgotten');
    await subscribe(otherSubscriber, 'sub_ended');
    changeWithoutEvent('sub_ended', { status: 'canceled' });
    await harness.sendEvent({
      id: 'evt_sub_ended_deleted',
      type: 'customer.subscription.deleted',
      created: at(60),
      object: standIn.subscriptions.get('sub_ended'),
    });

    const run = await instance().runDue();

    expect(run.reconciliation).toEqual({ checked: 0, corrected: 0, unknownToStripe: 1, failed: 0 });
    expect(readsOf('sub_ended')).toHaveLength(0);
    expect((await harness.statusOf(subscriber)).status).toBe('active');
  });

  it('counts a read Stripe fails as failed and keeps the stored state', async () => {
    await subscribe(subscriber, 'sub_unreachable');
    standIn.failNext(1, 500);
    const run = await instance().runDue();
    expect(run.reconciliation).toMatchObject({ checked: 0, failed: 1 });
    expect((await harness.statusOf(subscriber)).status).toBe('active');
  });

  it('a later event still applies on top of the read; an older one arriving late does not roll it back', async () => {
    await subscribe(subscriber, 'sub_running');
    changeWithoutEvent('sub_running', { status: 'past_due' });
    await instance().runDue();
    const stale = { ...standIn.subscriptions.get('sub_running'), status: 'active' };
    await harness.sendEvent({
      id: 'evt_late',
      type: 'customer.subscription.updated',
      created: at(60),
      object: stale,
    });
    expect((await harness.statusOf(subscriber)).status).toBe('past_due');
    await harness.sendEvent({
      id: 'evt_newer',
      type: 'customer.subscription.updated',
      created: at(2 * day),
      object: stale,
    });
    expect((await harness.statusOf(subscriber)).status).toBe('active');
  });

  it('runs on one instance of two, once an hour', async () => {
    await subscribe(subscriber, 'sub_once');
    const [first, second] = await Promise.all([instance().runDue(), instance().runDue()]);
    expect([first.reconciliation, second.reconciliation].filter(Boolean)).toHaveLength(1);
    expect([first.prunedEvents, second.prunedEvents].filter((count) => count !== undefined)).toHaveLength(1);
    expect(readsOf('sub_once')).toHaveLength(1);

    const start = new Date(isoAt(day));
    const jobs = instance();
    expect(await jobs.runDue(new Date(start.getTime() + reconciliationIntervalMs - 1000))).toEqual({});
    expect(
      (await jobs.runDue(new Date(start.getTime() + reconciliationIntervalMs))).reconciliation,
    ).toBeDefined();
    expect(readsOf('sub_once')).toHaveLength(2);
  });

  it('prunes processed events after 30 days; a newer replay is still recognised', async () => {
    const now = new Date(isoAt(day)).getTime();
    await harness.database.db
      .insertInto('processed_webhook_events')
      .values([
        { event_id: 'evt_old', processed_at: new Date(now - processedEventRetentionMs - 1000).toISOString() },
        {
          event_id: 'evt_recent',
          processed_at: new Date(now - processedEventRetentionMs + 60_000).toISOString(),
        },
      ])
      .execute();

    const run = await instance({ withStripe: false }).runDue();

    expect(run).toEqual({ prunedEvents: 1 });
    const kept = await harness.database.db
      .selectFrom('processed_webhook_events')
      .select('event_id')
      .execute();
    expect(kept.map((row) => row.event_id)).toEqual(['evt_recent']);
    const replay = await harness.sendEvent({
      id: 'evt_recent',
      type: 'customer.subscription.updated',
      created: at(0),
      object: stripeSubscription({ id: 'sub_replayed', userId: subscriber }),
    });
    expect(replay.body).toEqual({ received: true, duplicate: true });
  });
});
