import type { Mood } from '@steady/contracts';
import type { CompletionStamp } from '../../../shared/timing/completion';
import { isControlEvent, reduceControl } from '../../../shared/tool-scaffold/control-reducer';
import {
  locateInCycle,
  phaseStartMs,
  progressFraction,
  secondsLeft,
  secondsToMs,
  totalDurationMs,
} from '../../../shared/timing/phase-sequence';
import {
  elapsedMs,
  instantAtElapsed,
  isClockPaused,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

type BreathingPhase = 'inhale' | 'hold' | 'exhale' | 'hold2';
export type BreathingRating = 'up' | 'down';

interface BreathingStep {
  readonly phase: BreathingPhase;
  readonly durationMs: number;
}

export interface BreathingConfig {
  /** One cycle; 0 ms steps stay in the list (so indexes match the pattern) but are never shown. */
  readonly pattern: readonly BreathingStep[];
  readonly countdownMs: number;
  /** The length chosen; the loop runs on to the end of the breath out under way then (`breathingRunMs`). */
  readonly totalMs: number;
}

const breathingCountdownMs = secondsToMs(3);
/** The lengths offered, in minutes; 2 is the default (spec §9). */
export const breathingLengthsMinutes = [1, 2, 3, 5] as const;
export const breathingDefaultTotalMs = secondsToMs(120);

/** Spec §9, in seconds. Four values add a hold after the exhale. */
const breathingPatternSecondsByMood: Readonly<Record<Mood, readonly number[]>> = {
  anxiety: [4, 1.5, 6],
  procrastination: [5, 0, 5],
  irritability: [3, 2, 7],
  hyperactivity: [4, 4, 4, 0],
  overwhelm: [6, 2, 8],
};

const phaseOrder: readonly BreathingPhase[] = ['inhale', 'hold', 'exhale', 'hold2'];

export function breathingPatternFromSeconds(seconds: readonly number[]): readonly BreathingStep[] {
  if (seconds.length < 3 || seconds.length > 4) throw new Error('A breathing pattern has 3 or 4 phases');
  if (seconds.some((value) => !(value >= 0)) || seconds.every((value) => value === 0)) {
    throw new Error('Breathing phases must be non-negative and not all zero');
  }
  return seconds.map((value, index) => ({
    phase: phaseOrder[index] ?? 'hold2',
    durationMs: secondsToMs(value),
  }));
}

export function breathingConfigForMood(
  mood: Mood,
  totalMs: number = breathingDefaultTotalMs,
): BreathingConfig {
  const pattern = breathingPatternFromSeconds(breathingPatternSecondsByMood[mood]);
  return { pattern, countdownMs: breathingCountdownMs, totalMs };
}

const defaultBreathingConfig: BreathingConfig = breathingConfigForMood('anxiety');

interface BreathingCommon extends CompletionStamp {
  readonly config: BreathingConfig;
}

/** One clock spans countdown and running, so pausing during the countdown needs nothing special. */
export type BreathingState =
  | (BreathingCommon & { readonly status: 'idle' })
  | (BreathingCommon & { readonly status: 'countdown'; readonly clock: SegmentClock })
  | (BreathingCommon & { readonly status: 'running'; readonly clock: SegmentClock })
  | (BreathingCommon & { readonly status: 'feedback' })
  | (BreathingCommon & { readonly status: 'done'; readonly rating: BreathingRating });

type BreathingStatus = BreathingState['status'];

export type BreathingEvent =
  | TimedControlEvent
  | { readonly type: 'feedback'; readonly rating: BreathingRating; readonly now: number }
  | { readonly type: 'setLength'; readonly totalMs: number; readonly now: number };

export interface BreathingView extends TimedView<BreathingStatus> {
  /** null outside RUNNING. */
  readonly phase: BreathingPhase | null;
  /** 1-based; 0 outside RUNNING. */
  readonly cycleNumber: number;
  /** Size of the breathing circle: grows on inhale, stays on holds, shrinks on exhale. */
  readonly scale: number;
  readonly countdownSecondsLeft: number;
}

export function initialBreathingState(config: BreathingConfig = defaultBreathingConfig): BreathingState {
  return { status: 'idle', config, completedAtMs: null };
}

/**
 * How long the loop breathes: it never stops mid-breath, so it ends with the first breath out that is
 * complete at or after the chosen length (at most one breath longer; 126.5 s for 2 minutes of 4/1.5/6).
 */
export function breathingRunMs(config: BreathingConfig): number {
  const durationsMs = config.pattern.map((step) => step.durationMs);
  const cycleMs = totalDurationMs(durationsMs);
  const exhaleIndex = config.pattern.findIndex((step) => step.phase === 'exhale');
  const exhaleEndMs = phaseStartMs(durationsMs, exhaleIndex + 1);
  const cycles = Math.max(1, Math.ceil((config.totalMs - exhaleEndMs) / cycleMs) + 1);
  return (cycles - 1) * cycleMs + exhaleEndMs;
}

export function isBreathingLength(totalMs: number): boolean {
  return breathingLengthsMinutes.some((minutes) => secondsToMs(minutes * 60) === totalMs);
}

function sessionEndMs(config: BreathingConfig): number {
  return config.countdownMs + breathingRunMs(config);
}

/** Applies what time alone has changed: countdown → running → feedback. */
function resolve(state: BreathingState, now: number): BreathingState {
  if (state.status !== 'countdown' && state.status !== 'running') return state;
  const elapsed = elapsedMs(state.clock, now);
  const endMs = sessionEndMs(state.config);
  if (elapsed >= endMs) {
    const completedAtMs = state.completedAtMs ?? instantAtElapsed(state.clock, endMs, now);
    return { status: 'feedback', config: state.config, completedAtMs };
  }
  const status = elapsed < state.config.countdownMs ? 'countdown' : 'running';
  return status === state.status ? state : { ...state, status };
}

function startedState(config: BreathingConfig, now: number): BreathingState {
  return { status: 'countdown', config, completedAtMs: null, clock: startClock(now) };
}

export function reduceBreathing(state: BreathingState, event: BreathingEvent): BreathingState {
  const current = resolve(state, event.now);
  if (isControlEvent(event))
    return reduceControl(current, event, {
      restingStatus: 'idle',
      initialState: initialBreathingState,
      startedState: startedState,
      clockStatuses: ['countdown', 'running'],
    });
  switch (event.type) {
    case 'feedback':
      return current.status === 'feedback' ? { ...current, status: 'done', rating: event.rating } : current;
    case 'setLength':
      return current.status === 'idle' && isBreathingLength(event.totalMs)
        ? { ...current, config: { ...current.config, totalMs: event.totalMs } }
        : current;
  }
}

function circleScale(phase: BreathingPhase, phaseElapsedMs: number, durationMs: number): number {
  const fraction = progressFraction(phaseElapsedMs, durationMs);
  if (phase === 'inhale') return fraction;
  if (phase === 'exhale') return 1 - fraction;
  return phase === 'hold' ? 1 : 0;
}

export function viewBreathing(state: BreathingState, now: number): BreathingView {
  const current = resolve(state, now);
  const { config } = current;
  const isFinished = current.status === 'feedback' || current.status === 'done';
  const runMs = breathingRunMs(config);
  const base = {
    status: current.status,
    phase: null,
    phaseIndex: 0,
    phaseRemainingMs: 0,
    phaseSecondsLeft: 0,
    cycleNumber: 0,
    scale: 0,
    countdownSecondsLeft: 0,
    totalRemainingMs: isFinished ? 0 : runMs,
    progress: isFinished ? 1 : 0,
    isPaused: false,
    isFinished,
  };
  if (current.status === 'countdown') {
    const countdownRemainingMs = config.countdownMs - elapsedMs(current.clock, now);
    // The countdown is the phase under way, so its remainder is what a display counts down.
    return {
      ...base,
      isPaused: isClockPaused(current.clock),
      phaseRemainingMs: countdownRemainingMs,
      phaseSecondsLeft: secondsLeft(countdownRemainingMs),
      countdownSecondsLeft: secondsLeft(countdownRemainingMs),
    };
  }
  if (current.status !== 'running') return base;
  const runningElapsedMs = elapsedMs(current.clock, now) - config.countdownMs;
  const position = locateInCycle(
    config.pattern.map((step) => step.durationMs),
    runningElapsedMs,
  );
  const step = config.pattern[position.index] ?? { phase: 'inhale', durationMs: 0 };
  const totalRemainingMs = runMs - runningElapsedMs;
  const { phaseRemainingMs } = position;
  return {
    ...base,
    phase: step.phase,
    phaseIndex: position.index,
    phaseRemainingMs,
    phaseSecondsLeft: secondsLeft(phaseRemainingMs),
    cycleNumber: position.cycleIndex + 1,
    scale: circleScale(step.phase, position.phaseElapsedMs, step.durationMs),
    totalRemainingMs,
    progress: progressFraction(runningElapsedMs, runMs),
    isPaused: isClockPaused(current.clock),
  };
}
