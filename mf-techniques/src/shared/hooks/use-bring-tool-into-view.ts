import { useEffect, type RefObject } from 'react';
import { isMotionReduced } from '@steady/app-frame';
import type { AnyToolSession } from '../session/tool-session';

/**
 * A tool opened by a card's one tap, returned to from the running bar or brought back by a reload mid-run
 * scrolls into view and takes keyboard focus (its region), so Space pauses it at once and a screen reader
 * is inside it.
 */
export function useBringToolIntoView(
  rootRef: RefObject<HTMLElement | null>,
  session: AnyToolSession,
  autoStart: boolean,
): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !(session.takeReturning() || autoStart)) return;
    root.scrollIntoView?.({ block: 'start', behavior: isMotionReduced() ? 'auto' : 'smooth' });
    root.focus({ preventScroll: true });
  }, [rootRef, session, autoStart]);
}
