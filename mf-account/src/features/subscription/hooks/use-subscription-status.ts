import { useCallback, useEffect, useState } from 'react';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { fetchSubscriptionStatus, publishSubscription } from '../api/subscription-api';

export type SubscriptionLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; subscription: SubscriptionStatusResponse }
  | { state: 'failed'; error: unknown };

const idle: SubscriptionLoad = { state: 'idle' };

/**
 * The signed-in user's subscription, fetched when `enabled`, and published on the `subscription` channel
 * whenever it is read or replaced.
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
    setLoad({ state: 'loading' });
    fetchSubscriptionStatus(controller.signal).then(replace, (error: unknown) => {
      if (!controller.signal.aborted) setLoad({ state: 'failed', error });
    });
    return () => controller.abort();
  }, [enabled, replace, generation]);

  return { load: enabled ? load : idle, replace, reload };
}
