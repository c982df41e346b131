import {
  locatePhase,
  phaseStartMs,
  progressFraction,
  secondsLeft,
  totalDurationMs,
  type PhasePosition,
} from './phase-sequence';
import {
  clockAtElapsed,
  elapsedMs,
  instantAtElapsed,
  isClockPaused,
  type SegmentClock,
} from './segment-clock';
import type { TimedView } from './timed-tool';

/** Where one clock running through a whole sequence of phases stands at `now`. */
interface SequencePosition extends PhasePosition {
  readonly sequenceElapsedMs: number;
}

export function locateOnClock(
  clock: SegmentClock,
  durationsMs: readonly number[],
  now: number,
): SequencePosition {
  const sequenceElapsedMs = elapsedMs(clock, now);
  return { ...locatePhase(durationsMs, sequenceElapsedMs), sequenceElapsedMs };
}

/** The clock moved to the very start of phase `index` (skip); a paused clock stays paused. */
export function skipToPhase(
  clock: SegmentClock,
  durationsMs: readonly number[],
  index: number,
  now: number,
): SegmentClock {
  return clockAtElapsed(clock, phaseStartMs(durationsMs, index), now);
}

export type SequenceTiming = Omit<TimedView<string>, 'status' | 'isFinished'>;

/** The timing fields of a view for a clock running through the sequence. */
export function sequenceTiming(
  clock: SegmentClock,
  durationsMs: readonly number[],
  now: number,
): SequenceTiming {
  const position = locateOnClock(clock, durationsMs, now);
  const totalMs = totalDurationMs(durationsMs);
  return {
    phaseIndex: Math.min(position.index, Math.max(0, durationsMs.length - 1)),
    phaseRemainingMs: position.phaseRemainingMs,
    phaseSecondsLeft: secondsLeft(position.phaseRemainingMs),
    totalRemainingMs: Math.max(0, totalMs - position.sequenceElapsedMs),
    progress: progressFraction(position.sequenceElapsedMs, totalMs),
    isPaused: isClockPaused(clock),
  };
}

/** Timing fields before the sequence starts (`finished` false) or after it ends. */
export function restingSequenceTiming(durationsMs: readonly number[], finished: boolean): SequenceTiming {
  const firstPhaseMs = finished ? 0 : (durationsMs[0] ?? 0);
  return {
    phaseIndex: finished ? Math.max(0, durationsMs.length - 1) : 0,
    phaseRemainingMs: firstPhaseMs,
    phaseSecondsLeft: secondsLeft(firstPhaseMs),
    totalRemainingMs: finished ? 0 : totalDurationMs(durationsMs),
    progress: finished ? 1 : 0,
    isPaused: false,
  };
}

type SequenceProgress =
  | { readonly finished: false; readonly index: number }
  | { readonly finished: true; readonly finishedAtMs: number };

/** The phase reached at `now`, or the exact instant the whole sequence ended. */
export function followSequence(
  clock: SegmentClock,
  durationsMs: readonly number[],
  now: number,
): SequenceProgress {
  const position = locateOnClock(clock, durationsMs, now);
  if (!position.finished) return { finished: false, index: position.index };
  return { finished: true, finishedAtMs: instantAtElapsed(clock, totalDurationMs(durationsMs), now) };
}
