import type { CompletionStamp } from '../../../shared/timing/completion';
import { isControlEvent, reduceControl } from '../../../shared/tool-scaffold/control-reducer';
import { secondsToMs, totalDurationMs } from '../../../shared/timing/phase-sequence';
import { isRealRun } from '../../../shared/timing/real-run';
import { elapsedMs, startClock, type SegmentClock } from '../../../shared/timing/segment-clock';
import {
  followSequence,
  restingSequenceTiming,
  sequenceTiming,
  skipToPhase,
} from '../../../shared/timing/sequence-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

interface MuscleStretchingConfig {
  /** One duration per move, in order (moves 1 to 4). */
  readonly moveDurationsMs: readonly number[];
}

export const defaultMuscleStretchingConfig: MuscleStretchingConfig = {
  moveDurationsMs: [60, 60, 60, 90].map(secondsToMs),
};

interface MuscleStretchingCommon extends CompletionStamp {
  readonly config: MuscleStretchingConfig;
}

/**
 * `moveIndex` is written by `sync` so the view can announce each new move. The outro reached by End now is
 * `endedEarly` and not a completion; running out of time is, and so is skipping past the last move when
 * the run was real (at least half of the stretching time practised: `skippedMs` is what Skip jumped over).
 */
export type MuscleStretchingState =
  | (MuscleStretchingCommon & { readonly status: 'intro' })
  | (MuscleStretchingCommon & {
      readonly status: 'move';
      readonly moveIndex: number;
      readonly clock: SegmentClock;
      readonly skippedMs: number;
    })
  | (MuscleStretchingCommon & { readonly status: 'outro'; readonly endedEarly: boolean });

type MuscleStretchingStatus = MuscleStretchingState['status'];

export type MuscleStretchingEvent =
  | TimedControlEvent
  | { readonly type: 'skip'; readonly now: number }
  | { readonly type: 'endNow'; readonly now: number };

export interface MuscleStretchingView extends TimedView<MuscleStretchingStatus> {
  /** 1 to 4 during a move; null otherwise. */
  readonly moveNumber: number | null;
  readonly moveCount: number;
  readonly canSkip: boolean;
  readonly endedEarly: boolean;
}

export function initialMuscleStretchingState(
  config: MuscleStretchingConfig = defaultMuscleStretchingConfig,
): MuscleStretchingState {
  return { status: 'intro', config, completedAtMs: null };
}

function moveState(config: MuscleStretchingConfig, now: number): MuscleStretchingState {
  return { status: 'move', config, completedAtMs: null, moveIndex: 0, clock: startClock(now), skippedMs: 0 };
}

/** Stretching time actually spent: the clock's time, less what Skip jumped over. */
export function practisedStretchingMs(state: MuscleStretchingState, now: number): number {
  return state.status === 'move' ? Math.max(0, elapsedMs(state.clock, now) - state.skippedMs) : 0;
}

function outroState(state: MuscleStretchingState, completedAtMs: number | null): MuscleStretchingState {
  return { status: 'outro', config: state.config, completedAtMs, endedEarly: completedAtMs === null };
}

function resolve(state: MuscleStretchingState, now: number): MuscleStretchingState {
  if (state.status !== 'move') return state;
  const progress = followSequence(state.clock, state.config.moveDurationsMs, now);
  if (progress.finished) return outroState(state, state.completedAtMs ?? progress.finishedAtMs);
  return progress.index === state.moveIndex ? state : { ...state, moveIndex: progress.index };
}

function skip(state: MuscleStretchingState, now: number): MuscleStretchingState {
  if (state.status !== 'move') return state;
  const durationsMs = state.config.moveDurationsMs;
  const nextIndex = state.moveIndex + 1;
  if (nextIndex >= durationsMs.length) {
    const real = isRealRun(practisedStretchingMs(state, now), totalDurationMs(durationsMs));
    return outroState(state, real ? (state.completedAtMs ?? now) : state.completedAtMs);
  }
  const clock = skipToPhase(state.clock, durationsMs, nextIndex, now);
  const skippedMs = state.skippedMs + elapsedMs(clock, now) - elapsedMs(state.clock, now);
  return { ...state, moveIndex: nextIndex, clock, skippedMs };
}

export function reduceMuscleStretching(
  state: MuscleStretchingState,
  event: MuscleStretchingEvent,
): MuscleStretchingState {
  const current = resolve(state, event.now);
  if (isControlEvent(event))
    return reduceControl(current, event, {
      restingStatus: 'intro',
      initialState: initialMuscleStretchingState,
      startedState: moveState,
      clockStatuses: ['move'],
    });
  switch (event.type) {
    case 'skip':
      return skip(current, event.now);
    case 'endNow':
      return current.status === 'move' ? outroState(current, current.completedAtMs) : current;
  }
}

export function viewMuscleStretching(state: MuscleStretchingState, now: number): MuscleStretchingView {
  const current = resolve(state, now);
  const durationsMs = current.config.moveDurationsMs;
  const moveCount = durationsMs.length;
  if (current.status !== 'move') {
    const isFinished = current.status === 'outro';
    return {
      status: current.status,
      moveNumber: null,
      moveCount,
      canSkip: false,
      endedEarly: isFinished && current.endedEarly,
      isFinished,
      ...restingSequenceTiming(durationsMs, isFinished),
    };
  }
  return {
    status: 'move',
    moveNumber: current.moveIndex + 1,
    moveCount,
    canSkip: true,
    endedEarly: false,
    isFinished: false,
    ...sequenceTiming(current.clock, durationsMs, now),
  };
}
