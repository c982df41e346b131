import { useCallback } from 'react';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { useResource, type Resource } from '@steady/app-frame';
import { fetchSubscriptionStatus, publishSubscription } from '../api/subscription-api';

export type SubscriptionLoad = { status: 'idle' } | Resource<SubscriptionStatusResponse>;

const idle: SubscriptionLoad = { status: 'idle' };

async function loadAndPublish(signal: AbortSignal): Promise<SubscriptionStatusResponse> {
  const subscription = await fetchSubscriptionStatus(signal);
  publishSubscription(subscription);
  return subscription;
}

/**
 * The signed-in user's subscription, fetched when `enabled`, and published on the `subscription` channel
 * whenever it is read or replaced.
 */
export function useSubscriptionStatus(enabled: boolean) {
  const subscription = useResource(enabled ? 'subscription' : null, loadAndPublish);
  const { replace: show, retry: reload } = subscription;

  const replace = useCallback(
    (replacement: SubscriptionStatusResponse) => {
      publishSubscription(replacement);
      show(replacement);
    },
    [show],
  );

  const load: SubscriptionLoad = enabled ? subscription : idle;
  return { load, replace, reload };
}
