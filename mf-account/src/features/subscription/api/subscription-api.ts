import { apiRequest } from '@steady/api-client';
import { subscriptionCommands } from '@steady/bus';
import {
  createSubscriptionResponseSchema,
  subscriptionStatusResponseSchema,
  type Language,
  type PauseSubscriptionRequest,
  type SubscriptionStatusResponse,
} from '@steady/contracts';

export function fetchSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatusResponse> {
  return apiRequest('/subscription/status', { schema: subscriptionStatusResponseSchema, signal });
}

/** Where the browser goes next: Stripe's checkout, or the profile when a cancellation was simply undone. */
export async function startSubscription(language: Language): Promise<string> {
  const { url } = await apiRequest('/subscription/create-subscription', {
    method: 'POST',
    body: { language },
    schema: createSubscriptionResponseSchema,
  });
  return url;
}

/** Pauses Premium for 1–3 months; the mail before it resumes speaks `language`. */
export function pauseSubscription(
  request: Required<PauseSubscriptionRequest>,
): Promise<SubscriptionStatusResponse> {
  return apiRequest('/subscription/pause', {
    method: 'POST',
    body: request,
    schema: subscriptionStatusResponseSchema,
  });
}

export function resumeSubscription(): Promise<SubscriptionStatusResponse> {
  return apiRequest('/subscription/resume', { method: 'POST', schema: subscriptionStatusResponseSchema });
}

export function cancelSubscription(): Promise<SubscriptionStatusResponse> {
  return apiRequest('/subscription/cancel', { method: 'POST', schema: subscriptionStatusResponseSchema });
}

/** Tells every remote (promo card, locked techniques) what the subscription is now, without a reload. */
export function publishSubscription(subscription: SubscriptionStatusResponse): void {
  subscriptionCommands.statusReceived({
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
  });
}
