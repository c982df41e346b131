import type { CompletionStamp } from '../../../shared/timing/completion';
import { isControlEvent, reduceControl } from '../../../shared/tool-scaffold/control-reducer';
import { progressFraction, secondsLeft, secondsToMs } from '../../../shared/timing/phase-sequence';
import {
  elapsedMs,
  instantAtElapsed,
  isClockPaused,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

interface FiveMinuteRuleConfig {
  readonly baseDurationMs: number;
  readonly addedMinuteMs: number;
  readonly maxMinutesAdded: number;
  /** Add a minute only while strictly more than this remains. */
  readonly addMinuteAboveRemainingMs: number;
}

export const defaultFiveMinuteRuleConfig: FiveMinuteRuleConfig = {
  baseDurationMs: secondsToMs(300),
  addedMinuteMs: secondsToMs(60),
  maxMinutesAdded: 5,
  addMinuteAboveRemainingMs: secondsToMs(30),
};

interface FiveMinuteRuleCommon extends CompletionStamp {
  readonly config: FiveMinuteRuleConfig;
}

export type FiveMinuteRuleState =
  | (FiveMinuteRuleCommon & { readonly status: 'intro' })
  | (FiveMinuteRuleCommon & {
      readonly status: 'running';
      readonly minutesAdded: number;
      readonly clock: SegmentClock;
    })
  | (FiveMinuteRuleCommon & { readonly status: 'completed'; readonly minutesAdded: number });

type FiveMinuteRuleStatus = FiveMinuteRuleState['status'];

export type FiveMinuteRuleEvent = TimedControlEvent | { readonly type: 'addMinute'; readonly now: number };

export interface FiveMinuteRuleView extends TimedView<FiveMinuteRuleStatus> {
  readonly minutesAdded: number;
  readonly canAddMinute: boolean;
}

export function initialFiveMinuteRuleState(
  config: FiveMinuteRuleConfig = defaultFiveMinuteRuleConfig,
): FiveMinuteRuleState {
  return { status: 'intro', config, completedAtMs: null };
}

function fiveMinuteRuleDurationMs(config: FiveMinuteRuleConfig, minutesAdded: number): number {
  return config.baseDurationMs + minutesAdded * config.addedMinuteMs;
}

function runningState(config: FiveMinuteRuleConfig, now: number): FiveMinuteRuleState {
  return { status: 'running', config, completedAtMs: null, minutesAdded: 0, clock: startClock(now) };
}

function resolve(state: FiveMinuteRuleState, now: number): FiveMinuteRuleState {
  if (state.status !== 'running') return state;
  const durationMs = fiveMinuteRuleDurationMs(state.config, state.minutesAdded);
  if (elapsedMs(state.clock, now) < durationMs) return state;
  const completedAtMs = state.completedAtMs ?? instantAtElapsed(state.clock, durationMs, now);
  return { status: 'completed', config: state.config, completedAtMs, minutesAdded: state.minutesAdded };
}

function canAddMinute(state: FiveMinuteRuleState, now: number): boolean {
  if (state.status !== 'running' || state.minutesAdded >= state.config.maxMinutesAdded) return false;
  const remainingMs =
    fiveMinuteRuleDurationMs(state.config, state.minutesAdded) - elapsedMs(state.clock, now);
  return remainingMs > state.config.addMinuteAboveRemainingMs;
}

export function reduceFiveMinuteRule(
  state: FiveMinuteRuleState,
  event: FiveMinuteRuleEvent,
): FiveMinuteRuleState {
  const current = resolve(state, event.now);
  if (isControlEvent(event))
    return reduceControl(current, event, {
      restingStatus: 'intro',
      initialState: initialFiveMinuteRuleState,
      startedState: runningState,
      clockStatuses: ['running'],
    });
  switch (event.type) {
    case 'addMinute':
      if (current.status !== 'running' || !canAddMinute(current, event.now)) return current;
      return { ...current, minutesAdded: current.minutesAdded + 1 };
  }
}

export function viewFiveMinuteRule(state: FiveMinuteRuleState, now: number): FiveMinuteRuleView {
  const current = resolve(state, now);
  const minutesAdded = current.status === 'intro' ? 0 : current.minutesAdded;
  const durationMs = fiveMinuteRuleDurationMs(current.config, minutesAdded);
  const elapsed =
    current.status === 'running'
      ? elapsedMs(current.clock, now)
      : current.status === 'intro'
        ? 0
        : durationMs;
  const remainingMs = durationMs - elapsed;
  return {
    status: current.status,
    minutesAdded,
    canAddMinute: canAddMinute(current, now),
    phaseIndex: 0,
    phaseRemainingMs: remainingMs,
    phaseSecondsLeft: secondsLeft(remainingMs),
    totalRemainingMs: remainingMs,
    progress: progressFraction(elapsed, durationMs),
    isPaused: current.status === 'running' && isClockPaused(current.clock),
    isFinished: current.status === 'completed',
  };
}
