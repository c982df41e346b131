import type { Express } from 'express';
import { notConfigured } from '@steady/service-common';
import type { StripeGateway } from '../stripe/gateway';

const paymentsOffMessage =
  'Payments are not configured on this server (no STRIPE_SECRET_KEY, no LOCAL_CHECKOUT=1), so Premium cannot be bought here';

/** Billing without Stripe and without the test checkout: nothing can reach Stripe, so every call fails. */
export const paymentsOffGateway: StripeGateway = {
  createCustomer: () => Promise.reject(new Error(paymentsOffMessage)),
  createCheckoutSession: () => Promise.reject(new Error(paymentsOffMessage)),
  setCancelAtPeriodEnd: () => Promise.reject(new Error(paymentsOffMessage)),
  pauseCollection: () => Promise.reject(new Error(paymentsOffMessage)),
  resumeCollection: () => Promise.reject(new Error(paymentsOffMessage)),
  // No subscription can exist at Stripe when payments are off, so there is nothing to end.
  cancelNow: () => Promise.resolve(),
};

/** Registered before the subscription routes: starting a subscription answers 503 with a reason the UI explains. */
export function registerPaymentsOffRoutes(app: Express): void {
  app.post('/api/subscription/create-subscription', () => {
    throw notConfigured(paymentsOffMessage, { reason: 'payments_unavailable' });
  });
}
