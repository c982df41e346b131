import { useState } from 'react';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { cancelSubscription } from '../api/subscription-api';

/** Cancels at period end; `failed` stays set until the next attempt, so the message stays readable. */
export function useCancelSubscription(onCancelled: (subscription: SubscriptionStatusResponse) => void) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function cancel() {
    setPending(true);
    setFailed(false);
    try {
      onCancelled(await cancelSubscription());
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return { cancel, pending, failed, clearFailure: () => setFailed(false) };
}
