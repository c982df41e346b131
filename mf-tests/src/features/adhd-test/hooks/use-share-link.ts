import { useState } from 'react';

export type ShareOutcome = 'shared' | 'copied' | 'copyFailed' | null;

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares the current page's link: the system share sheet where the browser has one (Web Share API),
 * otherwise the clipboard; if even that is refused the caller shows the link to copy by hand.
 */
export function useShareLink(title: string) {
  const [outcome, setOutcome] = useState<ShareOutcome>(null);
  const url = `${window.location.origin}${window.location.pathname}`;

  async function share() {
    setOutcome(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        setOutcome('shared');
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // A share sheet that fails for another reason (not allowed here, say) falls back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
    }
  }

  return { url, outcome, share };
}
