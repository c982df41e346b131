import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '@steady/api-client';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { subscriptionRecheckMs, useResource, type Resource } from '@steady/app-frame';
import { fetchSubscriptionStatus, publishSubscription } from '../api/subscription-api';

type SubscriptionLoad =
  | { status: 'idle' }
  /** Billing cannot be reached: the status is unknown here, not "free"; it is asked for again soon. */
  | { status: 'checking' }
  | Resource<SubscriptionStatusResponse>;

const idle: SubscriptionLoad = { status: 'idle' };
const checking: SubscriptionLoad = { status: 'checking' };

async function loadAndPublish(signal: AbortSignal): Promise<SubscriptionStatusResponse> {
  const subscription = await fetchSubscriptionStatus(signal);
  publishSubscription(subscription);
  return subscription;
}

/**
 * The signed-in user's subscription, fetched when `enabled`, and published on the `subscription` channel
 * whenever it is read or replaced. An unreachable billing is "checking", never an error or the free plan:
 * the `subscription` channel keeps what the profile said (billing's last answer, kept by the services).
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

  const unreachable =
    subscription.status === 'failed' && isApiError(subscription.error) && subscription.error.isUnavailable;
  // A recheck's own loading keeps saying "checking", so the message does not blink every 15 s.
  const stillChecking = useRef(false);
  if (subscription.status !== 'loading') stillChecking.current = unreachable;
  useEffect(() => {
    if (!unreachable) return undefined;
    const recheck = setTimeout(reload, subscriptionRecheckMs);
    return () => clearTimeout(recheck);
  }, [unreachable, reload]);

  const load: SubscriptionLoad = !enabled ? idle : stillChecking.current ? checking : subscription;
  return { load, replace, reload };
}
