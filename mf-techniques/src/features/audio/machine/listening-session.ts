import {
  elapsedMs,
  pauseClock,
  resumeClock,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';

/** Spec §9 "Audio therapy": a 600 s session at volume 50 by default. */
export const defaultSessionSeconds = 600;
export const defaultVolume = 50;
export const sessionLengthChoices = [300, 600, 900, 1200] as const;

/** Sound never starts or stops abruptly: it swells in and, at the end of a session, fades away. */
export const fadeInSeconds = 3;
export const endFadeSeconds = 8;
/** Pause and Stop are answers to a tap: a short fade, so the sound still does not cut off. */
export const quickFadeSeconds = 0.8;

/**
 * One listening session, on wall time (`Date.now()`) so it can be restored after a reload. Remaining time
 * is always computed from the clock, never counted down, like every timer in Steady.
 */
export interface ListeningSession {
  readonly trackId: string;
  readonly lengthSeconds: number;
  readonly clock: SegmentClock;
}

export function startSession(
  trackId: string,
  lengthSeconds: number,
  now: number,
  playedMs = 0,
): ListeningSession {
  return { trackId, lengthSeconds, clock: startClock(now - playedMs) };
}

export function playedSeconds(session: ListeningSession, now: number): number {
  return Math.min(session.lengthSeconds, elapsedMs(session.clock, now) / 1000);
}

export function remainingSeconds(session: ListeningSession, now: number): number {
  return Math.max(0, session.lengthSeconds - elapsedMs(session.clock, now) / 1000);
}

export function isSessionOver(session: ListeningSession, now: number): boolean {
  return remainingSeconds(session, now) === 0;
}

export function pauseSession(session: ListeningSession, now: number): ListeningSession {
  return { ...session, clock: pauseClock(session.clock, now) };
}

export function resumeSession(session: ListeningSession, now: number): ListeningSession {
  return { ...session, clock: resumeClock(session.clock, now) };
}

/** When, counted from now, the closing fade must begin so the sound reaches silence exactly at the end. */
export function secondsUntilEndFade(session: ListeningSession, now: number): number {
  return Math.max(0, remainingSeconds(session, now) - endFadeSeconds);
}
