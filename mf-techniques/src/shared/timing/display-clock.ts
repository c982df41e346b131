import { millisecondsPerSecond, secondsLeft } from './phase-sequence';

/** "mm:ss" for a countdown, rounded up like every countdown in the tools: 59.2 s left reads "01:00". */
export function formatClock(remainingMs: number): string {
  const totalSeconds = secondsLeft(remainingMs);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * How long until a countdown showing whole seconds next changes. Every time-driven transition of the
 * tools falls on a whole second of some phase's remaining time, so waking at these instants renders each
 * change when it happens instead of up to a polling interval late.
 */
export function msUntilDisplayChange(phaseRemainingMs: number): number {
  const remainder = phaseRemainingMs % millisecondsPerSecond;
  return remainder > 0 ? remainder : millisecondsPerSecond;
}
