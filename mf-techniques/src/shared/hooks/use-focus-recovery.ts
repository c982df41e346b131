import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A control still on the page that can no longer take focus: disabled, or hidden while it keeps its place. */
function isOutOfReach(element: HTMLElement): boolean {
  return element.matches(':disabled') || window.getComputedStyle(element).visibility === 'hidden';
}

/**
 * Screens of a tool change on their own (a countdown ends, a phase is over): when the control that had
 * keyboard focus disappears with them (or stays, out of reach, like Next waiting for the next countdown),
 * focus would fall back to the top of the page. Instead it moves to the new screen's heading, so a
 * keyboard or screen reader user stays in the tool.
 */
export function useFocusRecovery(rootRef: RefObject<HTMLElement | null>): void {
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof HTMLElement ? event.target : null;
    };
    root.addEventListener('focusin', remember);
    return () => root.removeEventListener('focusin', remember);
  }, [rootRef]);

  // After every commit: the removed control is gone by now, and the new screen is in the document.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const previous = lastFocused.current;
    if (!root || !previous || (previous.isConnected && !isOutOfReach(previous))) return;
    lastFocused.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== previous) return;
    const target = root.querySelector<HTMLElement>('h2') ?? root;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}
