import type { SegmentClock } from './segment-clock';

/**
 * Helpers for tools kept in sessionStorage (gratitude, S.T.O.P.). `performance.now()` restarts at 0 on reload,
 * so those tools run their clocks on `Date.now()` and keep the epoch at which the session started.
 */
export const sessionRestoreMaxAgeMs = 10 * 60 * 1000;

/** True when the session started less than `maxAgeMs` ago; a start in the future (clock changed) is stale. */
export function isRecentStart(
  startedAtEpochMs: number,
  nowEpochMs: number,
  maxAgeMs: number = sessionRestoreMaxAgeMs,
): boolean {
  const ageMs = nowEpochMs - startedAtEpochMs;
  return ageMs >= 0 && ageMs < maxAgeMs;
}

/** The stored JSON object, or null when missing or unreadable (sessionStorage is user-editable). */
export function readStoredRecord(serialized: string | null | undefined): Record<string, unknown> | null {
  if (!serialized) return null;
  try {
    const value: unknown = JSON.parse(serialized);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isStoredTimestamp(value: unknown): value is number {
  return isFiniteNumber(value);
}

export function isStoredClock(value: unknown): value is SegmentClock {
  if (typeof value !== 'object' || value === null) return false;
  const clock = value as Record<string, unknown>;
  return (
    isFiniteNumber(clock.startedAtMs) &&
    isFiniteNumber(clock.pausedTotalMs) &&
    clock.pausedTotalMs >= 0 &&
    (clock.pausedAtMs === null || isFiniteNumber(clock.pausedAtMs))
  );
}
