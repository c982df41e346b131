import { useEffect, useRef, type KeyboardEvent } from 'react';

const focusableSelector =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's focus: it starts on the safe choice, stays inside the panel (Tab wraps, Escape closes unless
 * busy), and goes back to where it was when the modal closes.
 */
export function useDialogFocus(busy: boolean | undefined, onClose: () => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const safeChoiceRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    safeChoiceRef.current?.focus();
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  useEffect(() => {
    // A disabled button drops focus to the page behind; the panel holds it while the action runs.
    if (busy) panelRef.current?.focus();
  }, [busy]);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panelRef.current.focus();
    } else if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === panelRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { panelRef, safeChoiceRef, keepFocusInside };
}
