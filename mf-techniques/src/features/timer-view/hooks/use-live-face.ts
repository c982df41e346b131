import { useEffect, useState } from 'react';
import { useSessionSnapshot } from '../../../shared/hooks/use-tool-session';
import { wallClock } from '../../../shared/hooks/technique-clock';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import { msUntilDisplayChange } from '../../../shared/timing/display-clock';
import { timerFace, type TimerFace } from '../model/timer-face';

/**
 * The session's face, redrawn each time its seconds change. The wake-ups come from the window that shows
 * it (`owner`): a pop-out stays on time while the page's own tab is in the background and throttled.
 */
export function useLiveFace(session: AnyToolSession, owner: Window): TimerFace {
  const { state } = useSessionSnapshot(session);
  const [, setTick] = useState(0);
  const face = timerFace(session.definition, state, wallClock());

  useEffect(() => {
    if (face.mode !== 'running') return undefined;
    const timer = owner.setTimeout(() => setTick((tick) => tick + 1), msUntilDisplayChange(face.remainingMs));
    return () => owner.clearTimeout(timer);
  }, [owner, face.mode, face.remainingMs]);

  return face;
}
