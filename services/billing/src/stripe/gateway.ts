import type { Language } from '@steady/contracts';
import type { StripeSubscription } from './objects';

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  /** Days of free trial, or null for a returning subscriber (the trial is for a first subscription). */
  trialDays: number | null;
  language: Language;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Every Stripe call billing makes, behind one small interface: the real API (`stripe-api-gateway`), or the
 * local test checkout when no STRIPE_SECRET_KEY is configured (`local-checkout/local-stripe`).
 */
export interface StripeGateway {
  createCustomer(user: { userId: string; email: string }): Promise<string>;
  /** A Checkout Session in subscription mode; the browser is sent to its `url`. */
  createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }>;
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<StripeSubscription>;
  /**
   * Pauses payment collection until `resumesAt` (epoch seconds), its invoices voided (`pause_collection`
   * with behavior `void`); Stripe clears it by itself then and says so in `customer.subscription.updated`.
   */
  pauseCollection(subscriptionId: string, resumesAt: number): Promise<StripeSubscription>;
  /** Clears `pause_collection`: payment collection, and Premium, resume now. */
  resumeCollection(subscriptionId: string): Promise<StripeSubscription>;
  /** Ends a subscription at once, without a refund or another charge: its account is being deleted. */
  cancelNow(subscriptionId: string): Promise<void>;
}

/** Reads a subscription's current state from Stripe; null when Stripe does not know it. */
export interface SubscriptionReader {
  retrieveSubscription(subscriptionId: string): Promise<StripeSubscription | null>;
}
