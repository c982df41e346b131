import type { CompletionStamp } from '../../../shared/timing/completion';
import { secondsToMs } from '../../../shared/timing/phase-sequence';
import { pauseOrResume, startClock, type SegmentClock } from '../../../shared/timing/segment-clock';
import {
  followSequence,
  locateOnClock,
  restingSequenceTiming,
  sequenceTiming,
  skipToPhase,
} from '../../../shared/timing/sequence-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

export type DynamicBreakPhase = 'squats' | 'jumps' | 'walk' | 'buffer';

export interface DynamicBreakStep {
  readonly phase: DynamicBreakPhase;
  readonly durationMs: number;
}

export interface DynamicBreakConfig {
  readonly steps: readonly DynamicBreakStep[];
  /** Skip is offered once this fraction of the current phase has elapsed. */
  readonly skipAfterFraction: number;
}

export const defaultDynamicBreakConfig: DynamicBreakConfig = {
  steps: [
    { phase: 'squats', durationMs: secondsToMs(60) },
    { phase: 'jumps', durationMs: secondsToMs(30) },
    { phase: 'walk', durationMs: secondsToMs(90) },
    { phase: 'buffer', durationMs: secondsToMs(30) },
  ],
  skipAfterFraction: 0.5,
};

interface DynamicBreakCommon extends CompletionStamp {
  readonly config: DynamicBreakConfig;
}

/** `phaseIndex` is written by `sync` so the view can announce each new exercise; timing always comes from the clock. */
export type DynamicBreakState =
  | (DynamicBreakCommon & { readonly status: 'intro' })
  | (DynamicBreakCommon & {
      readonly status: 'running';
      readonly phaseIndex: number;
      readonly clock: SegmentClock;
    })
  | (DynamicBreakCommon & { readonly status: 'done' });

export type DynamicBreakStatus = DynamicBreakState['status'];

export type DynamicBreakEvent = TimedControlEvent | { readonly type: 'skip'; readonly now: number };

export interface DynamicBreakView extends TimedView<DynamicBreakStatus> {
  /** The current exercise; null in intro and done. */
  readonly phase: DynamicBreakPhase | null;
  readonly canSkip: boolean;
}

export function initialDynamicBreakState(
  config: DynamicBreakConfig = defaultDynamicBreakConfig,
): DynamicBreakState {
  return { status: 'intro', config, completedAtMs: null };
}

function durationsOf(config: DynamicBreakConfig): readonly number[] {
  return config.steps.map((step) => step.durationMs);
}

function runningState(config: DynamicBreakConfig, now: number): DynamicBreakState {
  return { status: 'running', config, completedAtMs: null, phaseIndex: 0, clock: startClock(now) };
}

function resolve(state: DynamicBreakState, now: number): DynamicBreakState {
  if (state.status !== 'running') return state;
  const progress = followSequence(state.clock, durationsOf(state.config), now);
  if (progress.finished) {
    return {
      status: 'done',
      config: state.config,
      completedAtMs: state.completedAtMs ?? progress.finishedAtMs,
    };
  }
  return progress.index === state.phaseIndex ? state : { ...state, phaseIndex: progress.index };
}

function canSkip(state: DynamicBreakState, now: number): boolean {
  if (state.status !== 'running') return false;
  const position = locateOnClock(state.clock, durationsOf(state.config), now);
  const phaseMs = position.phaseElapsedMs + position.phaseRemainingMs;
  return !position.finished && position.phaseElapsedMs >= phaseMs * state.config.skipAfterFraction;
}

function skip(state: DynamicBreakState, now: number): DynamicBreakState {
  if (state.status !== 'running' || !canSkip(state, now)) return state;
  const nextIndex = state.phaseIndex + 1;
  if (nextIndex >= state.config.steps.length) {
    return { status: 'done', config: state.config, completedAtMs: state.completedAtMs ?? now };
  }
  const clock = skipToPhase(state.clock, durationsOf(state.config), nextIndex, now);
  return { ...state, phaseIndex: nextIndex, clock };
}

export function reduceDynamicBreak(state: DynamicBreakState, event: DynamicBreakEvent): DynamicBreakState {
  const current = resolve(state, event.now);
  switch (event.type) {
    case 'sync':
      return current;
    case 'start':
      return current.status === 'intro' ? runningState(current.config, event.now) : current;
    case 'restart':
      return runningState(current.config, event.now);
    case 'reset':
      return current.status === 'intro' ? current : initialDynamicBreakState(current.config);
    case 'pause':
    case 'resume':
      return current.status === 'running' ? pauseOrResume(current, event.type, event.now) : current;
    case 'skip':
      return skip(current, event.now);
  }
}

export function viewDynamicBreak(state: DynamicBreakState, now: number): DynamicBreakView {
  const current = resolve(state, now);
  const durationsMs = durationsOf(current.config);
  if (current.status !== 'running') {
    const isFinished = current.status === 'done';
    return {
      status: current.status,
      phase: null,
      canSkip: false,
      isFinished,
      ...restingSequenceTiming(durationsMs, isFinished),
    };
  }
  return {
    status: 'running',
    phase: current.config.steps[current.phaseIndex]?.phase ?? null,
    canSkip: canSkip(current, now),
    isFinished: false,
    ...sequenceTiming(current.clock, durationsMs, now),
  };
}
