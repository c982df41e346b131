import Stripe from 'stripe';
import type { Plan } from '@steady/contracts';
import { reminderMetadata } from '../trial-reminder/trial-reminder';
import type { StripeGateway, SubscriptionReader } from './gateway';
import { stripeSubscriptionSchema } from './objects';
import { toMinorUnits } from './price';

interface StripeApiSettings {
  secretKey: string;
  /** A Price created in the Dashboard; without it the plan's amount and currency are sent as `price_data`. */
  priceId?: string;
  /** Another address for the API (a local stand-in in tests, stripe-mock); Stripe's own when absent. */
  apiUrl?: URL;
}

/** The product name on the Checkout page and on receipts. */
const productName = 'Steady Premium';

function connectionOptions(apiUrl: URL | undefined) {
  if (!apiUrl) return {};
  const protocol = apiUrl.protocol === 'http:' ? 'http' : 'https';
  const port = apiUrl.port === '' ? (protocol === 'http' ? 80 : 443) : Number(apiUrl.port);
  return { host: apiUrl.hostname, port, protocol } as const;
}

type Gateway = StripeGateway & SubscriptionReader;

/** The customer and the Checkout Session a subscription starts from. */
function checkoutCalls(
  client: Stripe,
  settings: StripeApiSettings,
  plan: Plan,
): Pick<Gateway, 'createCustomer' | 'createCheckoutSession'> {
  const lineItem = settings.priceId
    ? { price: settings.priceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: plan.currency,
          unit_amount: toMinorUnits(plan),
          recurring: { interval: plan.interval },
          product_data: { name: productName },
        },
      };

  return {
    async createCustomer({ userId, email }) {
      // One key per user: a double click or a retry after a timeout cannot leave two customers behind.
      const customer = await client.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `steady-customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession(request) {
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        metadata: { userId: request.userId },
        line_items: [lineItem],
        subscription_data: {
          // The language and address of the trial reminder mail (see trial-reminder/).
          metadata: { ...reminderMetadata(request), userId: request.userId },
          ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
        },
        locale: request.language,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
      return { url: session.url };
    },
  };
}

/** Changes to a running subscription, and reading it back. */
function subscriptionCalls(client: Stripe): Omit<Gateway, 'createCustomer' | 'createCheckoutSession'> {
  return {
    async setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd) {
      const subscription = await client.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancelAtPeriodEnd,
      });
      return stripeSubscriptionSchema.parse(subscription);
    },

    async pauseCollection(subscriptionId, resumesAt) {
      const subscription = await client.subscriptions.update(subscriptionId, {
        pause_collection: { behavior: 'void', resumes_at: resumesAt },
      });
      return stripeSubscriptionSchema.parse(subscription);
    },

    async resumeCollection(subscriptionId) {
      // An empty value unsets a parameter in Stripe's API.
      const subscription = await client.subscriptions.update(subscriptionId, { pause_collection: '' });
      return stripeSubscriptionSchema.parse(subscription);
    },

    async cancelNow(subscriptionId) {
      await client.subscriptions.cancel(subscriptionId);
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return stripeSubscriptionSchema.parse(await client.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

export function createStripeApiGateway(settings: StripeApiSettings, plan: Plan): Gateway {
  const client = new Stripe(settings.secretKey, {
    ...connectionOptions(settings.apiUrl),
    // Stripe marks which failures are safe to retry; a user waiting on a button gets a prompt answer.
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
  return { ...checkoutCalls(client, settings, plan), ...subscriptionCalls(client) };
}
