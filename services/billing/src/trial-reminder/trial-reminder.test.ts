import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createLogger, createMailer, defaultMailFrom, type Mailer } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  startSmtpCapture,
  testDialects,
  type SmtpCapture,
  type TestDatabase,
} from '@steady/service-common/testing';
import { billingMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import { createWebhookProcessor } from '../webhook/webhook';
import { createLocalStripe } from '../local-checkout/local-stripe';
import { loadPlan } from '../plan/plan-config';
import { createBillingStore } from '../database/billing-store';
import { createLocalTrialRepository } from '../local-checkout/local-trials-repository';
import { createLocalCheckoutSessionRepository } from '../local-checkout/local-checkout-sessions-repository';
import type { BillingDatabase } from '../database/schema';
import { signPayload, testInternalToken, testPublicUrl, testWebhookSecret } from '../testing/billing-harness';
import { createContactClient } from './contact-client';
import { createLocalTrialReminders } from './local-trial-reminders';
import { createTrialReminder } from './trial-reminder';

const logger = createLogger({ name: 'billing', level: 'silent' });
const day = 24 * 60 * 60 * 1000;

/** Stands in for auth's internal contact route: `<userId>@example.com`, named Ann. */
async function startAuthContactStub() {
  const server: Server = createServer((incoming, outgoing) => {
    const userId = decodeURIComponent(incoming.url?.split('/')[3] ?? '');
    outgoing.setHeader('content-type', 'application/json');
    outgoing.end(JSON.stringify({ email: `${userId}@example.com`, name: 'Ann' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects())('the trial reminder mail on %s', (dialect) => {
  let database: TestDatabase<BillingDatabase>;
  let smtp: SmtpCapture;
  let auth: Awaited<ReturnType<typeof startAuthContactStub>>;
  let mailer: Mailer;
  beforeAll(async () => {
    database = await createMigratedTestDatabase<BillingDatabase>(dialect, billingMigrations);
    smtp = await startSmtpCapture();
    auth = await startAuthContactStub();
    mailer = createMailer({ transport: { kind: 'smtp', url: smtp.url }, from: defaultMailFrom }, logger);
  });
  afterAll(async () => {
    await smtp.close();
    await auth.close();
    await database.dispose();
  });

  it('goes out on Stripe’s customer.subscription.trial_will_end, once, in the reader’s language', async () => {
    const app = buildApp({
      logger,
      database,
      tokenVerifier: { verify: () => Promise.reject(new Error('unused')) },
      settings: { stripe: { kind: 'local', webhookSecret: testWebhookSecret }, publicUrl: testPublicUrl },
      internalToken: testInternalToken,
      plan: loadPlan({}),
      mailer,
      contacts: createContactClient(auth.url, testInternalToken),
    });
    const payload = JSON.stringify({
      id: 'evt_trial_will_end_1',
      object: 'event',
      type: 'customer.subscription.trial_will_end',
      created: Math.floor(Date.parse('2026-03-07T10:00:00Z') / 1000),
      data: {
        object: {
          id: 'sub_trial_1',
          object: 'subscription',
          customer: 'cus_trial_1',
          status: 'trialing',
          created: Math.floor(Date.parse('2026-03-03T10:00:00Z') / 1000),
          cancel_at_period_end: false,
          trial_end: Math.floor(Date.parse('2026-03-10T10:00:00Z') / 1000),
          metadata: { userId: 'stripe-user', language: 'ru', appUrl: 'https://steady.test' },
        },
      },
    });
    const deliver = () =>
      request(app)
        .post('/api/billing/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signPayload(payload))
        .send(payload);
    expect((await deliver()).status).toBe(200);
    const mail = await smtp.waitForMail('stripe-user@example.com');
    expect(mail.subject).toBe('Пробный период Steady Премиум закончится 10 марта 2026 г.');
    expect(mail.text).toContain('10 марта 2026 г. закончится бесплатный пробный период');
    expect(mail.text).toMatch(/подписка стоит 5,00\s\$ в месяц, если вы не отмените её раньше/);
    // PUBLIC_URL, not the address a checkout came from, makes the link.
    expect(mail.text).toContain(`${testPublicUrl}/profile`);
    expect((await deliver()).body).toEqual({ received: true, duplicate: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.filter((sent) => sent.to.includes('stripe-user@example.com'))).toHaveLength(1);
  });

  describe('from the local checkout', () => {
    const store = () => createBillingStore(database);
    function localCheckout() {
      const webhooks = createWebhookProcessor({
        store: store(),
        webhookSecret: testWebhookSecret,
        logger,
        afterApplied: createTrialReminder({
          mailer,
          contacts: createContactClient(auth.url, testInternalToken),
          subscriptions: store().subscriptions,
          plan: loadPlan({}),
          publicUrl: undefined,
          logger,
        }),
      });
      const localStripe = createLocalStripe({
        webhookSecret: testWebhookSecret,
        subscriptions: store().subscriptions,
        trials: createLocalTrialRepository(database),
        sessions: createLocalCheckoutSessionRepository(database),
        deliver: (event) => webhooks.process(event.payload, event.signature),
      });
      const reminders = createLocalTrialReminders({
        trials: createLocalTrialRepository(database),
        localStripe,
        logger,
      });
      return { localStripe, reminders };
    }

    async function startTrial(userId: string) {
      const { localStripe, reminders } = localCheckout();
      const { url } = await localStripe.createCheckoutSession({
        userId,
        customerId: `cus_${userId}`,
        trialDays: 7,
        language: 'en',
        successUrl: 'http://localhost:8080/premium?checkout=success',
        cancelUrl: 'http://localhost:8080/premium?checkout=canceled',
      });
      const startedAt = Date.now();
      await localStripe.complete(url.split('/').at(-1)!.split('?')[0]!);
      return { localStripe, reminders, startedAt };
    }

    it('sends the same mail three days before the trial ends, not earlier and only once', async () => {
      const { reminders, startedAt } = await startTrial('local-user');
      await reminders.sendDue(new Date(startedAt + 3 * day));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.mails.some((mail) => mail.to.includes('local-user@example.com'))).toBe(false);
      await reminders.sendDue(new Date(startedAt + 4 * day + 60_000));
      const mail = await smtp.waitForMail('local-user@example.com');
      expect(mail.subject).toMatch(/^Your Steady Premium trial ends on \w+ \d+, 2026$/);
      expect(mail.text).toContain('After that, your subscription costs $5.00 a month unless you cancel');
      expect(mail.text).toContain('http://localhost:8080/profile');
      await reminders.sendDue(new Date(startedAt + 5 * day));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.mails.filter((sent) => sent.to.includes('local-user@example.com'))).toHaveLength(1);
    });

    it('says nothing will be charged when the trial was cancelled', async () => {
      const { localStripe, reminders, startedAt } = await startTrial('cancelling-user');
      const record = await store().subscriptions.findByUser('cancelling-user');
      await localStripe.setCancelAtPeriodEnd(record!.stripeSubscriptionId!, true);
      await reminders.sendDue(new Date(startedAt + 4 * day + 60_000));
      const mail = await smtp.waitForMail('cancelling-user@example.com');
      expect(mail.text).toContain('You have cancelled, so nothing will be charged');
    });
  });
});
