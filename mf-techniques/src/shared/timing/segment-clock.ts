/**
 * A segment clock measures how much active (not paused) time has passed since a segment started.
 * Every value is a timestamp in the caller's time base: `performance.now()` for most tools, `Date.now()`
 * for the tools that must survive a reload. Nothing here reads a clock itself, so every function is pure.
 */
export interface SegmentClock {
  readonly startedAtMs: number;
  /** Paused time already over (closed pauses). */
  readonly pausedTotalMs: number;
  /** Set while paused; elapsed time stands still from this instant. */
  readonly pausedAtMs: number | null;
}

export function startClock(now: number): SegmentClock {
  return { startedAtMs: now, pausedTotalMs: 0, pausedAtMs: null };
}

export function isClockPaused(clock: SegmentClock): boolean {
  return clock.pausedAtMs !== null;
}

export function elapsedMs(clock: SegmentClock, now: number): number {
  const measuredUntil = clock.pausedAtMs ?? now;
  // A caller passing a `now` older than the start must not see negative time.
  return Math.max(0, measuredUntil - clock.startedAtMs - clock.pausedTotalMs);
}

/** Returns the same clock when it is already paused. */
export function pauseClock(clock: SegmentClock, now: number): SegmentClock {
  if (clock.pausedAtMs !== null) return clock;
  return { ...clock, pausedAtMs: Math.max(now, clock.startedAtMs) };
}

/** Returns the same clock when it is not paused. */
export function resumeClock(clock: SegmentClock, now: number): SegmentClock {
  if (clock.pausedAtMs === null) return clock;
  const pausedForMs = Math.max(0, now - clock.pausedAtMs);
  return { ...clock, pausedTotalMs: clock.pausedTotalMs + pausedForMs, pausedAtMs: null };
}

/** A clock that reads exactly `targetElapsedMs` at `now` (used to skip ahead); a paused clock stays paused. */
export function clockAtElapsed(clock: SegmentClock, targetElapsedMs: number, now: number): SegmentClock {
  const startedAtMs = now - targetElapsedMs;
  return { startedAtMs, pausedTotalMs: 0, pausedAtMs: isClockPaused(clock) ? now : null };
}

/**
 * The clock of the segment that follows one lasting `durationMs`: it reads `elapsed - durationMs`, so time that
 * ran past the boundary (a background tab, a late event) is carried into the next segment instead of lost.
 */
export function carryOverClock(clock: SegmentClock, durationMs: number): SegmentClock {
  return { ...clock, startedAtMs: clock.startedAtMs + durationMs };
}

/**
 * The instant (in the caller's time base) at which the running clock read `targetElapsedMs`.
 * Used to stamp a completion at the exact moment the time ran out, not at the moment it was noticed.
 */
export function instantAtElapsed(clock: SegmentClock, targetElapsedMs: number, now: number): number {
  const measuredUntil = clock.pausedAtMs ?? now;
  return measuredUntil - (elapsedMs(clock, now) - targetElapsedMs);
}

/** Returns `state` itself when the clock did not change, so reducers keep their identity guarantee. */
export function withClock<State extends { readonly clock: SegmentClock }>(
  state: State,
  clock: SegmentClock,
): State {
  return clock === state.clock ? state : { ...state, clock };
}

/** Applies a pause or resume event to a state that owns a clock. */
export function pauseOrResume<State extends { readonly clock: SegmentClock }>(
  state: State,
  change: 'pause' | 'resume',
  now: number,
): State {
  return withClock(state, change === 'pause' ? pauseClock(state.clock, now) : resumeClock(state.clock, now));
}
