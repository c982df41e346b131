import { useEffect, useState } from 'react';
import { isApiError } from '@steady/api-client';
import { languageChannel } from '@steady/bus';
import { startSubscription } from '../../subscription';

/**
 * Starts checkout and sends the browser to it. `pending` stays true once the page is leaving, so the button
 * cannot start a second checkout meanwhile. A 409 means the subscription changed elsewhere (another tab):
 * `onConflict` re-reads it, and the page then says what applies (already subscribed, payment overdue).
 */
export function useStartSubscription(onConflict: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    // Back from the checkout page, the browser may restore this page as it was left: button still waiting.
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, []);

  async function start() {
    setPending(true);
    setError(null);
    try {
      window.location.assign(await startSubscription(languageChannel.get()));
    } catch (caught) {
      setPending(false);
      if (isApiError(caught) && caught.status === 409) onConflict();
      else setError(caught);
    }
  }

  return { start, pending, error };
}
