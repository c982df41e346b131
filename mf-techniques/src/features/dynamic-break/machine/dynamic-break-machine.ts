import { secondsToMs } from '../../../shared/timing/phase-sequence';
import { locateOnClock, skipToPhase } from '../../../shared/timing/sequence-clock';
import {
  phaseSequenceMachine,
  type PhaseSequenceState,
} from '../../../shared/tool-scaffold/phase-sequence-machine';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

type DynamicBreakPhase = 'squats' | 'jumps' | 'walk' | 'buffer';

interface DynamicBreakStep {
  readonly phase: DynamicBreakPhase;
  readonly durationMs: number;
}

interface DynamicBreakConfig {
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

/** `phaseIndex` is written by `sync` so the view can announce each new exercise; timing always comes from the clock. */
export type DynamicBreakState = PhaseSequenceState<DynamicBreakConfig>;

type DynamicBreakStatus = DynamicBreakState['status'];

export type DynamicBreakEvent = TimedControlEvent | { readonly type: 'skip'; readonly now: number };

export interface DynamicBreakView extends TimedView<DynamicBreakStatus> {
  /** The current exercise; null in intro and done. */
  readonly phase: DynamicBreakPhase | null;
  readonly canSkip: boolean;
}

function durationsOf(config: DynamicBreakConfig): readonly number[] {
  return config.steps.map((step) => step.durationMs);
}

const machine = phaseSequenceMachine(durationsOf);

export function initialDynamicBreakState(
  config: DynamicBreakConfig = defaultDynamicBreakConfig,
): DynamicBreakState {
  return machine.initialState(config);
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
  if (nextIndex >= state.config.steps.length) return machine.finishedState(state, now);
  const clock = skipToPhase(state.clock, durationsOf(state.config), nextIndex, now);
  return { ...state, phaseIndex: nextIndex, clock };
}

export function reduceDynamicBreak(state: DynamicBreakState, event: DynamicBreakEvent): DynamicBreakState {
  return event.type === 'skip'
    ? skip(machine.resolve(state, event.now), event.now)
    : machine.reduce(state, event);
}

export function viewDynamicBreak(state: DynamicBreakState, now: number): DynamicBreakView {
  const current = machine.resolve(state, now);
  const timing = machine.timing(current, now);
  if (current.status !== 'running') return { ...timing, phase: null, canSkip: false };
  return {
    ...timing,
    phase: current.config.steps[current.phaseIndex]?.phase ?? null,
    canSkip: canSkip(current, now),
  };
}
