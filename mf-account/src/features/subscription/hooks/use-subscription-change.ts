import { useState } from 'react';
import type { SubscriptionStatusResponse } from '@steady/contracts';

/**
 * One change of the subscription (pause, resume) sent to billing: `pending` while it runs, `failed` until
 * the next attempt, so the message stays readable. The new status goes to `onChanged`.
 */
export function useSubscriptionChange<Args extends unknown[]>(
  change: (...args: Args) => Promise<SubscriptionStatusResponse>,
  onChanged: (subscription: SubscriptionStatusResponse) => void,
) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function run(...args: Args) {
    setPending(true);
    setFailed(false);
    try {
      onChanged(await change(...args));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return { run, pending, failed, clearFailure: () => setFailed(false) };
}
