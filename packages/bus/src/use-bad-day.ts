import { useEffect, useState } from 'react';
import { isBadDayOn } from '@steady/domain';
import { badDayChannel } from './bad-day';
import { useChannel } from './use-channel';

/** setTimeout's longest delay; a later end is checked again when this one fires. */
const maxTimerMs = 2 ** 31 - 1;

/** Whether "Today is hard" is on now; the page follows when it ends by itself at the next day start. */
export function useBadDay(): { on: boolean; until: string | null } {
  const state = useChannel(badDayChannel);
  const [, setCheckedAt] = useState(0);
  const on = isBadDayOn(state.until, new Date());
  useEffect(() => {
    if (!on || state.until === null) return undefined;
    const left = Date.parse(state.until) - Date.now();
    const timer = setTimeout(() => setCheckedAt(Date.now()), Math.min(left, maxTimerMs));
    return () => clearTimeout(timer);
  }, [on, state.until]);
  return { on, until: on ? state.until : null };
}
