import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasPremium } from '@steady/bus';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { fetchSubscriptionStatus } from '../api/subscription-api';

/** Stripe's webhook usually lands within seconds of the return; 20 looks 1.5 s apart cover half a minute. */
const pollIntervalMs = 1500;
const pollAttempts = 20;

type CheckoutReturn = 'none' | 'confirming' | 'confirmed' | 'delayed';

interface CheckoutReturnHandlers {
  /** Every status read while waiting, so the page shows the newest. */
  onStatus: (subscription: SubscriptionStatusResponse) => void;
  onConfirmed: () => void;
}

/**
 * After Stripe sends the browser back (`?checkout=success`), the webhook that grants premium may not have
 * arrived yet: look again briefly until it has, then drop the marker from the address.
 */
export function useCheckoutReturn(handlers: CheckoutReturnHandlers): CheckoutReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const returning = searchParams.get('checkout') === 'success';
  const [phase, setPhase] = useState<CheckoutReturn>(returning ? 'confirming' : 'none');
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!returning) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    setPhase('confirming');

    const look = async () => {
      attempt += 1;
      try {
        const subscription = await fetchSubscriptionStatus();
        if (stopped) return;
        handlersRef.current.onStatus(subscription);
        if (hasPremium(subscription)) {
          setPhase('confirmed');
          handlersRef.current.onConfirmed();
          setSearchParams(
            (params) => {
              params.delete('checkout');
              return params;
            },
            { replace: true },
          );
          return;
        }
      } catch {
        // A look that fails is retried like one that finds nothing yet.
      }
      if (stopped) return;
      if (attempt >= pollAttempts) setPhase('delayed');
      else timer = setTimeout(look, pollIntervalMs);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [returning, setSearchParams]);

  return phase;
}
