import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@steady/api-client';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { fetchSubscriptionStatus, publishSubscription } from '../api/subscription-api';

export type SubscriptionLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; subscription: SubscriptionStatusResponse }
  /** Billing cannot be reached: the status is unknown here, not "free"; it is asked for again soon. */
  | { state: 'checking' }
  | { state: 'failed'; error: unknown };

const idle: SubscriptionLoad = { state: 'idle' };

/** While billing is unreachable, how often its answer is asked for again. */
export const subscriptionRecheckMs = 15_000;

/**
 * The signed-in user's subscription, fetched when `enabled`, and published on the `subscription` channel
 * whenever it is read or replaced. An unreachable billing is "checking", never an error or the free plan:
 * the `subscription` channel keeps what the profile said (billing's last answer, kept by the services).
 */
export function useSubscriptionStatus(enabled: boolean) {
  const [load, setLoad] = useState<SubscriptionLoad>({ state: 'loading' });

  const replace = useCallback((subscription: SubscriptionStatusResponse) => {
    publishSubscription(subscription);
    setLoad({ state: 'ready', subscription });
  }, []);

  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((current) => current + 1), []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let recheck: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      fetchSubscriptionStatus(controller.signal).then(replace, (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.isUnavailable) {
          setLoad({ state: 'checking' });
          recheck = setTimeout(() => void read(), subscriptionRecheckMs);
        } else {
          setLoad({ state: 'failed', error });
        }
      });
    setLoad({ state: 'loading' });
    void read();
    return () => {
      controller.abort();
      clearTimeout(recheck);
    };
  }, [enabled, replace, generation]);

  return { load: enabled ? load : idle, replace, reload };
}
