/**
 * Locating a position in a sequence of phase durations. Phase `i` covers the half-open interval
 * [start, start + duration): at a boundary the next phase has begun, and a phase of 0 ms covers nothing,
 * so it is never reported.
 */
export interface PhasePosition {
  /** Index of the current phase; equals `durationsMs.length` once finished. */
  readonly index: number;
  readonly phaseElapsedMs: number;
  readonly phaseRemainingMs: number;
  readonly finished: boolean;
}

interface CyclePosition extends PhasePosition {
  /** 0 for the first pass through the cycle. */
  readonly cycleIndex: number;
}

export const millisecondsPerSecond = 1000;

export function secondsToMs(seconds: number): number {
  return Math.round(seconds * millisecondsPerSecond);
}

export function totalDurationMs(durationsMs: readonly number[]): number {
  return durationsMs.reduce((sum, duration) => sum + duration, 0);
}

/** When phase `index` begins, measured from the start of the sequence. */
export function phaseStartMs(durationsMs: readonly number[], index: number): number {
  return totalDurationMs(durationsMs.slice(0, index));
}

export function locatePhase(durationsMs: readonly number[], elapsedMs: number): PhasePosition {
  let phaseStart = 0;
  for (let index = 0; index < durationsMs.length; index += 1) {
    const duration = durationsMs[index] ?? 0;
    const phaseEnd = phaseStart + duration;
    if (elapsedMs < phaseEnd) {
      const phaseElapsedMs = Math.max(0, elapsedMs - phaseStart);
      return {
        index,
        phaseElapsedMs,
        phaseRemainingMs: phaseEnd - phaseStart - phaseElapsedMs,
        finished: false,
      };
    }
    phaseStart = phaseEnd;
  }
  return { index: durationsMs.length, phaseElapsedMs: 0, phaseRemainingMs: 0, finished: true };
}

/** Position in a sequence that repeats forever (e.g. a breathing pattern); never finished. */
export function locateInCycle(durationsMs: readonly number[], elapsedMs: number): CyclePosition {
  const cycleMs = totalDurationMs(durationsMs);
  if (cycleMs <= 0) throw new Error('A repeating sequence needs a positive total duration');
  const cycleIndex = Math.floor(Math.max(0, elapsedMs) / cycleMs);
  return { ...locatePhase(durationsMs, elapsedMs - cycleIndex * cycleMs), cycleIndex };
}

/** Whole seconds to show on a countdown: 4.2 s left reads "5" until it really is 4. */
export function secondsLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / millisecondsPerSecond));
}

/** Fraction of `totalMs` done, clamped to 0..1. */
export function progressFraction(doneMs: number, totalMs: number): number {
  if (totalMs <= 0) return 1;
  return Math.min(1, Math.max(0, doneMs / totalMs));
}
