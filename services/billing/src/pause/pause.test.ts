import request from 'supertest';
import { createLogger, internalRequestHeaders, type MailMessage, type Mailer } from '@steady/service-common';
import { testDialects, testInternalToken } from '@steady/service-common/testing';
import { loadPlan } from '../plan/plan-config';
import { createBillingStore } from '../database/billing-store';
import { createLocalStripe } from '../local-checkout/local-stripe';
import { createLocalTrialRepository } from '../local-checkout/local-trials-repository';
import { monthsAfter } from '../subscriptions/subscription-state';
import {
  createBillingHarness,
  signPayload,
  testWebhookSecret,
  type BillingHarness,
} from '../testing/billing-harness';
import { stripeSubscription } from '../testing/stripe-fixtures';
import type { StripeStandIn } from '../testing/stripe-stand-in';
import { createPauseJobs } from './pause-jobs';

const logger = createLogger({ name: 'billing', level: 'silent' });
const userId = '8e7d6c5b-4a3f-4e2d-9c1b-0a9f8e7d6c5b';
const dayMs = 24 * 60 * 60 * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Mails kept in memory, and auth's contact answer (`<userId>@example.com`, named Ann). */
function mailCapture() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
    forget: () => Promise.resolve(),
    outbox: null,
  };
  const contacts = {
    contactOf: (id: string) => Promise.resolve({ email: `${id}@example.com`, name: 'Ann' }),
  };
  return { sent, mailer, contacts };
}

async function call(harness: BillingHarness, path: string, body?: object) {
  const pending = request(harness.app)
    .post(path)
    .set('authorization', `Bearer ${await harness.tokenFor(userId)}`);
  return body === undefined ? pending : pending.send(body);
}

describe.each(testDialects())('pausing Premium with Stripe on %s', (dialect) => {
  let harness: BillingHarness;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'stripe', { standInWebhooks: true });
    standIn = harness.standIn!;
  });
  afterAll(() => harness.dispose());
  afterEach(async () => {
    await standIn.eventsDelivered();
    await harness.database.db.deleteFrom('subscriptions').execute();
    await harness.database.db.deleteFrom('processed_webhook_events').execute();
    standIn.requests.length = 0;
    standIn.subscriptions.clear();
  });

  /** A paid subscription that started a week ago, known to the stand-in and to billing. */
  async function subscribe(fields: Partial<Parameters<typeof stripeSubscription>[0]> = {}) {
    const subscription = stripeSubscription({
      id: 'sub_pausing',
      userId,
      created: nowSeconds() - 7 * 86_400,
      periodEnd: nowSeconds() + 23 * 86_400,
      ...fields,
    });
    standIn.subscriptions.set(subscription.id, subscription);
    const response = await harness.sendEvent({
      id: `evt_created_${subscription.status}_${String(subscription.cancel_at_period_end)}`,
      type: 'customer.subscription.created',
      created: nowSeconds() - 60,
      object: subscription,
    });
    expect(response.status).toBe(200);
  }

  const updatesOf = (subscriptionId: string) =>
    standIn.requests.filter(
      (sent) => sent.method === 'POST' && sent.path === `/v1/subscriptions/${subscriptionId}`,
    );

  it.each([1, 2, 3])(
    'pauses for %i month(s) with pause_collection void: nothing charged, Premium off until the date',
    async (months) => {
      await subscribe();
      const before = Date.now();
      const response = await call(harness, '/api/subscription/pause', { months, language: 'ru' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'paused', cancelAtPeriodEnd: false });
      const resumesAt = Date.parse(response.body.pauseResumesAt as string);
      expect(resumesAt).toBeGreaterThanOrEqual(monthsAfter(new Date(before), months).getTime() - 1000);
      expect(resumesAt).toBeLessThanOrEqual(monthsAfter(new Date(), months).getTime());
      expect(updatesOf('sub_pausing')[0]?.body).toEqual({
        'pause_collection[behavior]': 'void',
        'pause_collection[resumes_at]': String(resumesAt / 1000),
      });
      expect(await harness.entitlementOf(userId)).toEqual({ userId, status: 'paused', premium: false });
      // Another instance reads the same state: it lives in the database, set by the answer and the webhook.
      const elsewhere = await request(harness.buildInstance())
        .get(`/internal/entitlements/${userId}`)
        .set(internalRequestHeaders(testInternalToken));
      expect(elsewhere.body).toEqual({ userId, status: 'paused', premium: false });
    },
  );

  it.each([
    [{ months: 0 }],
    [{ months: 4 }],
    [{ months: '1' }],
    [{ months: 1.5 }],
    [{}],
    [{ months: 1, language: 'de' }],
  ])('answers 400 to %j and asks nothing of Stripe', async (body) => {
    await subscribe();
    const response = await call(harness, '/api/subscription/pause', body);
    expect(response.status).toBe(400);
    expect(updatesOf('sub_pausing')).toEqual([]);
    expect((await harness.statusOf(userId)).status).toBe('active');
  });

  it('answers 409 nothing_to_pause without a subscription or when it is set to cancel', async () => {
    const none = await call(harness, '/api/subscription/pause', { months: 1 });
    expect(none.status).toBe(409);
    expect(none.body.error).toEqual({
      code: 'conflict',
      reason: 'nothing_to_pause',
      message: 'Only a running subscription can be paused',
    });
    await subscribe({ cancel_at_period_end: true });
    expect((await call(harness, '/api/subscription/pause', { months: 1 })).status).toBe(409);
    expect(updatesOf('sub_pausing')).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await request(harness.app).post('/api/subscription/pause').send({ months: 1 })).status).toBe(401);
    expect((await request(harness.app).post('/api/subscription/resume')).status).toBe(401);
  });

  it('resumes now by clearing pause_collection: Premium is back at once', async () => {
    await subscribe();
    await call(harness, '/api/subscription/pause', { months: 2 });
    const response = await call(harness, '/api/subscription/resume');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'active', pauseResumesAt: null });
    expect(updatesOf('sub_pausing')[1]?.body).toEqual({ pause_collection: '' });
    expect(standIn.subscriptions.get('sub_pausing')?.pause_collection).toBeNull();
    expect(await harness.entitlementOf(userId)).toMatchObject({ status: 'active', premium: true });
  });

  it("answers the resume as Stripe did when the pause's own event arrives while Stripe answers", async () => {
    await subscribe();
    standIn.holdEvents();
    await call(harness, '/api/subscription/pause', { months: 2 });
    standIn.beforeNextAnswer(() => standIn.releaseHeldEvents());
    const response = await call(harness, '/api/subscription/resume');
    expect(response.body).toMatchObject({ status: 'active', pauseResumesAt: null });
    await standIn.eventsDelivered();
    expect(await harness.entitlementOf(userId)).toMatchObject({ status: 'active', premium: true });
  });

  it('answers 409 not_paused to resume a subscription that is not paused', async () => {
    await subscribe();
    const response = await call(harness, '/api/subscription/resume');
    expect(response.status).toBe(409);
    expect(response.body.error.reason).toBe('not_paused');
  });

  it('follows Stripe when it reaches resumes_at and sends customer.subscription.updated', async () => {
    await subscribe();
    await call(harness, '/api/subscription/pause', { months: 1 });
    await standIn.reachPauseEnd('sub_pausing');
    expect(await harness.statusOf(userId)).toMatchObject({ status: 'active', pauseResumesAt: null });
    expect((await harness.entitlementOf(userId)).premium).toBe(true);
  });

  it('takes a pause set in the Stripe Dashboard from its webhook alone', async () => {
    await subscribe();
    const resumesAt = nowSeconds() + 40 * 86_400;
    const paused = {
      ...standIn.subscriptions.get('sub_pausing')!,
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    };
    const response = await harness.sendEvent({
      id: 'evt_dashboard_pause',
      type: 'customer.subscription.updated',
      created: nowSeconds(),
      object: paused,
    });
    expect(response.status).toBe(200);
    expect(await harness.statusOf(userId)).toMatchObject({
      status: 'paused',
      pauseResumesAt: new Date(resumesAt * 1000).toISOString(),
    });
  });

  it('lets a paused subscription be cancelled: it stays paused and ends with its period', async () => {
    await subscribe();
    await call(harness, '/api/subscription/pause', { months: 1 });
    const response = await call(harness, '/api/subscription/cancel');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'paused', cancelAtPeriodEnd: true });
    expect((await harness.entitlementOf(userId)).premium).toBe(false);
  });

  it('resumes instead of starting a second subscription when a paused user subscribes again', async () => {
    await subscribe();
    await call(harness, '/api/subscription/pause', { months: 1 });
    const response = await call(harness, '/api/subscription/create-subscription', {});
    expect(response.body).toEqual({ url: 'http://steady.example/profile?checkout=success' });
    expect((await harness.statusOf(userId)).status).toBe('active');
  });

  it('answers 502 "Failed to pause subscription" when Stripe fails, and nothing changes', async () => {
    await subscribe();
    standIn.failNext(1, 500);
    const response = await call(harness, '/api/subscription/pause', { months: 1 });
    expect(response.status).toBe(502);
    expect(response.body.error).toEqual({
      code: 'bad_gateway',
      reason: 'subscription_not_paused',
      message: 'Failed to pause subscription',
    });
    expect((await harness.statusOf(userId)).status).toBe('active');
  });

  it('puts the pause in the user’s export, and an account deletion ends the subscription at Stripe', async () => {
    await subscribe();
    const paused = await call(harness, '/api/subscription/pause', { months: 3, language: 'ru' });
    const exported = await request(harness.app)
      .get(`/internal/users/${userId}/data`)
      .set(internalRequestHeaders(testInternalToken));
    expect(exported.body.subscription).toMatchObject({
      status: 'paused',
      pauseResumesAt: paused.body.pauseResumesAt,
      pauseLanguage: 'ru',
    });
    const erased = await request(harness.app)
      .delete(`/internal/users/${userId}/data`)
      .set(internalRequestHeaders(testInternalToken));
    expect(erased.status).toBe(204);
    expect(standIn.subscriptions.get('sub_pausing')?.status).toBe('canceled');
    expect((await harness.statusOf(userId)).status).toBe('inactive');
  });

  it('mails once, three days before the pause ends, however many instances look', async () => {
    await subscribe();
    const paused = await call(harness, '/api/subscription/pause', { months: 1, language: 'ru' });
    const resumesAt = Date.parse(paused.body.pauseResumesAt as string);
    const { sent, mailer, contacts } = mailCapture();
    const store = createBillingStore(harness.database);
    const instance = () =>
      createPauseJobs({
        subscriptions: store.subscriptions,
        mailer,
        contacts,
        plan: loadPlan({}),
        publicUrl: 'http://steady.example',
        logger,
      });
    const [first, second] = [instance(), instance()];
    await Promise.all([
      first.runDue(new Date(resumesAt - 4 * dayMs)),
      second.runDue(new Date(resumesAt - 4 * dayMs)),
    ]);
    expect(sent).toEqual([]);
    const threeDaysBefore = new Date(resumesAt - 3 * dayMs + 60_000);
    await Promise.all([first.runDue(threeDaysBefore), second.runDue(threeDaysBefore)]);
    await first.runDue(new Date(resumesAt - dayMs));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: `${userId}@example.com`, userId });
    expect(sent[0]?.subject).toMatch(/^Пауза Steady Премиум закончится \d+ \S+ 20\d\d г\.$/);
    expect(sent[0]?.text).toMatch(/подписка стоит 5,00\s\$ в месяц/);
    expect(sent[0]?.text).toContain(
      'Чтобы вернуть Премиум раньше или отменить подписку, откройте профиль: http://steady.example/profile',
    );
    // Billing never ends a Stripe pause itself: Stripe does, at resumes_at.
    await first.runDue(new Date(resumesAt + 60_000));
    expect((await harness.statusOf(userId)).status).toBe('paused');
  });
});

describe.each(testDialects())('pausing Premium with the local test checkout on %s', (dialect) => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'local');
  });
  afterAll(() => harness.dispose());

  /** The local checkout as `npm start` runs it, its events posted to billing's webhook route. */
  function localPauseJobs(mail: ReturnType<typeof mailCapture>) {
    const store = createBillingStore(harness.database);
    const localStripe = createLocalStripe({
      webhookSecret: testWebhookSecret,
      subscriptions: store.subscriptions,
      trials: createLocalTrialRepository(harness.database),
      sessions: store.localCheckoutSessions,
      deliver: ({ payload }) =>
        request(harness.app)
          .post('/api/billing/webhook')
          .set('content-type', 'application/json')
          .set('stripe-signature', signPayload(payload))
          .send(payload),
    });
    return createPauseJobs({
      subscriptions: store.subscriptions,
      mailer: mail.mailer,
      contacts: mail.contacts,
      plan: loadPlan({}),
      publicUrl: 'http://steady.example',
      localStripe,
      logger,
    });
  }

  async function subscribeLocally() {
    const started = await call(harness, '/api/subscription/create-subscription', { language: 'en' });
    const page = new URL(started.body.url as string);
    const completed = await request(harness.app)
      .post(page.pathname.replace(/$/, '/complete'))
      .set('authorization', `Bearer ${await harness.tokenFor(userId)}`);
    expect(completed.status).toBe(303);
  }

  it('pauses, mails three days before, and brings Premium back by itself on the date', async () => {
    await subscribeLocally();
    const paused = await call(harness, '/api/subscription/pause', { months: 1, language: 'en' });
    expect(paused.body.status).toBe('paused');
    expect((await harness.entitlementOf(userId)).premium).toBe(false);
    const resumesAt = Date.parse(paused.body.pauseResumesAt as string);
    const mail = mailCapture();
    const jobs = localPauseJobs(mail);

    await jobs.runDue(new Date(resumesAt - 2 * dayMs));
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]?.subject).toMatch(/^Your Steady Premium pause ends on \w+ \d+, 20\d\d$/);
    expect(mail.sent[0]?.text).toContain(
      'From then, Premium is back and your subscription costs $5.00 a month.',
    );
    expect(mail.sent[0]?.text).toContain('To resume sooner, or to cancel instead, open your profile');
    expect((await harness.statusOf(userId)).status).toBe('paused');

    await jobs.runDue(new Date(resumesAt + 60_000));
    const status = await harness.statusOf(userId);
    expect(status).toMatchObject({ status: 'active', pauseResumesAt: null });
    // The period goes on from the day it resumed.
    expect(Date.parse(status.currentPeriodEnd!)).toBeGreaterThan(resumesAt);
    expect(await harness.entitlementOf(userId)).toMatchObject({ status: 'active', premium: true });
    expect(mail.sent).toHaveLength(1);
  });

  it('resumes now from the profile, and cancelling a paused subscription ends it with its period', async () => {
    await harness.database.db.deleteFrom('subscriptions').execute();
    await subscribeLocally();
    await call(harness, '/api/subscription/pause', { months: 2 });
    expect((await call(harness, '/api/subscription/resume')).body.status).toBe('active');
    await call(harness, '/api/subscription/pause', { months: 3 });
    const cancelled = await call(harness, '/api/subscription/cancel');
    expect(cancelled.body).toMatchObject({ status: 'paused', cancelAtPeriodEnd: true });
  });
});
