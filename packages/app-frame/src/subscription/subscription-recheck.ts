import { useEffect } from 'react';
import { apiRequest } from '@steady/api-client';
import { subscriptionChannel, subscriptionCommands } from '@steady/bus';
import { subscriptionStatusResponseSchema } from '@steady/contracts';

/** While billing cannot be reached, how often its answer is asked for again (as on /profile). */
export const subscriptionRecheckMs = 15_000;

let waitingScreens = 0;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRecheck(): void {
  if (recheckTimer !== undefined || waitingScreens === 0) return;
  recheckTimer = setTimeout(() => {
    apiRequest('/subscription/status', { schema: subscriptionStatusResponseSchema }).then(
      (subscription) => {
        recheckTimer = undefined;
        // Billing answered: what it says replaces the guess, on every remote at once.
        subscriptionCommands.statusReceived({
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd,
        });
      },
      () => {
        recheckTimer = undefined;
        if (subscriptionChannel.get().checking === true) scheduleRecheck();
      },
    );
  }, subscriptionRecheckMs);
}

/**
 * Asks billing again every 15 s while a screen says "Checking your subscription…": one request however
 * many screens wait, and none once they are gone.
 */
export function useSubscriptionRecheck(): void {
  useEffect(() => {
    waitingScreens += 1;
    scheduleRecheck();
    return () => {
      waitingScreens -= 1;
      if (waitingScreens === 0) {
        clearTimeout(recheckTimer);
        recheckTimer = undefined;
      }
    };
  }, []);
}
