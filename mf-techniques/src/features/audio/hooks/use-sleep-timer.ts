import { useCallback, useRef } from 'react';
import {
  endFadeSeconds,
  remainingSeconds,
  startSession,
  type ListeningSession,
} from '../machine/listening-session';
import { useSecondTick, useTimeouts } from './audio-timers';

interface SleepTimerActions {
  readonly fadeOut: () => void;
  readonly end: () => void;
}

interface SleepTimer {
  /** Starts the timer from now, replacing an earlier one; null leaves the mix playing without one. */
  readonly schedule: (minutes: number | null) => void;
  readonly cancel: () => void;
  /** Seconds until the timer ends the mix; null without a timer or when the mix is not playing. */
  readonly stopsInSeconds: number | null;
}

/** The mixer's sleep timer: the mix fades out over its last seconds, then ends. */
export function useSleepTimer(playing: boolean, actions: SleepTimerActions): SleepTimer {
  const session = useRef<ListeningSession | null>(null);
  const timeouts = useTimeouts();
  const latestActions = useRef(actions);
  latestActions.current = actions;
  const counting = session.current;
  useSecondTick(playing && counting !== null);

  const schedule = useCallback(
    (minutes: number | null) => {
      timeouts.clear();
      session.current = minutes === null ? null : startSession('mix', minutes * 60, Date.now());
      if (minutes === null) return;
      const totalMs = minutes * 60_000;
      timeouts.set(() => latestActions.current.fadeOut(), totalMs - endFadeSeconds * 1000);
      timeouts.set(() => latestActions.current.end(), totalMs);
    },
    [timeouts],
  );

  const cancel = useCallback(() => {
    timeouts.clear();
    session.current = null;
  }, [timeouts]);

  return {
    schedule,
    cancel,
    stopsInSeconds: playing && counting ? remainingSeconds(counting, Date.now()) : null,
  };
}
