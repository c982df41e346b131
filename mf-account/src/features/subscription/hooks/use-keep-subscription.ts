import { useState } from 'react';
import { languageChannel } from '@steady/bus';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { fetchSubscriptionStatus, startSubscription } from '../api/subscription-api';

/**
 * Undoes a pending cancellation where the user is: billing resumes the same subscription (no checkout),
 * and the status read afterwards is what the profile shows.
 */
export function useKeepSubscription(onKept: (subscription: SubscriptionStatusResponse) => void) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function keep() {
    setPending(true);
    setFailed(false);
    try {
      await startSubscription(languageChannel.get());
      onKept(await fetchSubscriptionStatus());
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return { keep, pending, failed };
}
