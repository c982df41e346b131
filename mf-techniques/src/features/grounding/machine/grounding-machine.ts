import type { CompletionStamp } from '../../../shared/timing/completion';
import { progressFraction, secondsLeft, secondsToMs } from '../../../shared/timing/phase-sequence';
import {
  elapsedMs,
  isClockPaused,
  pauseOrResume,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

type GroundingSense = 'see' | 'touch' | 'hear' | 'smell' | 'taste';

interface GroundingStep {
  /** How many things to notice: 5, 4, 3, 2, 1. */
  readonly count: number;
  readonly sense: GroundingSense;
}

const groundingSteps: readonly GroundingStep[] = [
  { count: 5, sense: 'see' },
  { count: 4, sense: 'touch' },
  { count: 3, sense: 'hear' },
  { count: 2, sense: 'smell' },
  { count: 1, sense: 'taste' },
];

interface GroundingConfig {
  readonly steps: readonly GroundingStep[];
  /** Next appears only after this countdown, so the user actually takes time with each sense. */
  readonly stepCountdownMs: number;
}

const groundingStepCountdownMs = secondsToMs(20);

export const defaultGroundingConfig: GroundingConfig = {
  steps: groundingSteps,
  stepCountdownMs: groundingStepCountdownMs,
};

interface GroundingCommon extends CompletionStamp {
  readonly config: GroundingConfig;
}

export type GroundingState =
  | (GroundingCommon & { readonly status: 'intro' })
  | (GroundingCommon & { readonly status: 'step'; readonly stepIndex: number; readonly clock: SegmentClock })
  | (GroundingCommon & { readonly status: 'outro' });

type GroundingStatus = GroundingState['status'];

export type GroundingEvent =
  | TimedControlEvent
  | { readonly type: 'next'; readonly now: number }
  | { readonly type: 'replay'; readonly now: number };

export interface GroundingView extends TimedView<GroundingStatus> {
  /** The current step (null in intro and outro). */
  readonly step: GroundingStep | null;
  readonly nextVisible: boolean;
}

export function initialGroundingState(config: GroundingConfig = defaultGroundingConfig): GroundingState {
  return { status: 'intro', config, completedAtMs: null };
}

function stepState(config: GroundingConfig, stepIndex: number, now: number): GroundingState {
  return { status: 'step', config, completedAtMs: null, stepIndex, clock: startClock(now) };
}

export function reduceGrounding(state: GroundingState, event: GroundingEvent): GroundingState {
  const { config } = state;
  switch (event.type) {
    case 'sync':
      // Time alone changes nothing here: the user moves on with Next.
      return state;
    case 'start':
      return state.status === 'intro' ? stepState(config, 0, event.now) : state;
    case 'restart':
      return stepState(config, 0, event.now);
    case 'reset':
      return state.status === 'intro' ? state : initialGroundingState(config);
    case 'replay':
      return state.status === 'outro' ? initialGroundingState(config) : state;
    case 'pause':
    case 'resume':
      return state.status === 'step' ? pauseOrResume(state, event.type, event.now) : state;
    case 'next': {
      if (state.status !== 'step' || elapsedMs(state.clock, event.now) < config.stepCountdownMs) return state;
      const nextIndex = state.stepIndex + 1;
      if (nextIndex < config.steps.length) return stepState(config, nextIndex, event.now);
      return { status: 'outro', config, completedAtMs: event.now };
    }
  }
}

export function viewGrounding(state: GroundingState, now: number): GroundingView {
  const { config } = state;
  const stepCount = config.steps.length;
  if (state.status !== 'step') {
    const isFinished = state.status === 'outro';
    return {
      status: state.status,
      step: null,
      phaseIndex: 0,
      phaseRemainingMs: 0,
      phaseSecondsLeft: 0,
      totalRemainingMs: isFinished ? 0 : stepCount * config.stepCountdownMs,
      progress: isFinished ? 1 : 0,
      isPaused: false,
      isFinished,
      nextVisible: false,
    };
  }
  const countdownRemainingMs = Math.max(0, config.stepCountdownMs - elapsedMs(state.clock, now));
  const stepsAfterThis = stepCount - state.stepIndex - 1;
  return {
    status: 'step',
    step: config.steps[state.stepIndex] ?? null,
    phaseIndex: state.stepIndex,
    phaseRemainingMs: countdownRemainingMs,
    phaseSecondsLeft: secondsLeft(countdownRemainingMs),
    // The least time left: the rest of this countdown plus a full countdown per remaining step.
    totalRemainingMs: countdownRemainingMs + stepsAfterThis * config.stepCountdownMs,
    progress: progressFraction(state.stepIndex, stepCount),
    isPaused: isClockPaused(state.clock),
    isFinished: false,
    nextVisible: countdownRemainingMs === 0,
  };
}
