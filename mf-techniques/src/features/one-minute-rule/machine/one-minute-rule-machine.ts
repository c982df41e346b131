import type { CompletionStamp } from '../../../shared/timing/completion';
import { isControlEvent, reduceControl } from '../../../shared/tool-scaffold/control-reducer';
import { progressFraction, secondsLeft, secondsToMs } from '../../../shared/timing/phase-sequence';
import {
  elapsedMs,
  isClockPaused,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import { isRealRun } from '../../../shared/timing/real-run';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

interface OneMinuteRuleConfig {
  readonly durationMs: number;
}

export const defaultOneMinuteRuleConfig: OneMinuteRuleConfig = { durationMs: secondsToMs(60) };

type OneMinuteRuleOutcome = 'done' | 'skipped';

interface OneMinuteRuleCommon extends CompletionStamp {
  readonly config: OneMinuteRuleConfig;
}

/**
 * `finished` is reached by time running out (outcome still null) or by Done/Skip. Completion is stamped only by
 * Done: the technique is doing the small task, not waiting out the minute; and only for a real run (at least
 * half the minute on the task), so Done pressed at once pays no XP.
 */
export type OneMinuteRuleState =
  | (OneMinuteRuleCommon & { readonly status: 'landing' })
  | (OneMinuteRuleCommon & { readonly status: 'running'; readonly clock: SegmentClock })
  | (OneMinuteRuleCommon & { readonly status: 'finished'; readonly outcome: OneMinuteRuleOutcome | null });

type OneMinuteRuleStatus = OneMinuteRuleState['status'];

export type OneMinuteRuleEvent =
  | TimedControlEvent
  | { readonly type: 'done'; readonly now: number }
  | { readonly type: 'skip'; readonly now: number }
  | { readonly type: 'close'; readonly now: number };

export interface OneMinuteRuleView extends TimedView<OneMinuteRuleStatus> {
  readonly outcome: OneMinuteRuleOutcome | null;
  /** Done came too soon for the run to pay (see `isRealRun`). */
  readonly doneTooSoon: boolean;
  /** Done and Skip are offered while running and after the minute until one is chosen. */
  readonly canRecordOutcome: boolean;
}

export function initialOneMinuteRuleState(
  config: OneMinuteRuleConfig = defaultOneMinuteRuleConfig,
): OneMinuteRuleState {
  return { status: 'landing', config, completedAtMs: null };
}

function runningState(config: OneMinuteRuleConfig, now: number): OneMinuteRuleState {
  return { status: 'running', config, completedAtMs: null, clock: startClock(now) };
}

function resolve(state: OneMinuteRuleState, now: number): OneMinuteRuleState {
  if (state.status !== 'running' || elapsedMs(state.clock, now) < state.config.durationMs) return state;
  return { status: 'finished', config: state.config, completedAtMs: state.completedAtMs, outcome: null };
}

function recordOutcome(
  state: OneMinuteRuleState,
  outcome: OneMinuteRuleOutcome,
  now: number,
): OneMinuteRuleState {
  const canRecord = state.status === 'running' || (state.status === 'finished' && state.outcome === null);
  if (!canRecord) return state;
  const practisedMs = state.status === 'running' ? elapsedMs(state.clock, now) : state.config.durationMs;
  const earns = outcome === 'done' && isRealRun(practisedMs, state.config.durationMs);
  const completedAtMs = earns ? (state.completedAtMs ?? now) : state.completedAtMs;
  return { status: 'finished', config: state.config, completedAtMs, outcome };
}

export function reduceOneMinuteRule(
  state: OneMinuteRuleState,
  event: OneMinuteRuleEvent,
): OneMinuteRuleState {
  const current = resolve(state, event.now);
  if (isControlEvent(event))
    return reduceControl(current, event, {
      restingStatus: 'landing',
      initialState: initialOneMinuteRuleState,
      startedState: runningState,
      clockStatuses: ['running'],
    });
  switch (event.type) {
    case 'close':
      return current.status === 'landing' ? current : initialOneMinuteRuleState(current.config);
    case 'done':
      return recordOutcome(current, 'done', event.now);
    case 'skip':
      return recordOutcome(current, 'skipped', event.now);
  }
}

export function viewOneMinuteRule(state: OneMinuteRuleState, now: number): OneMinuteRuleView {
  const current = resolve(state, now);
  const { durationMs } = current.config;
  const elapsed =
    current.status === 'running'
      ? elapsedMs(current.clock, now)
      : current.status === 'landing'
        ? 0
        : durationMs;
  const remainingMs = durationMs - elapsed;
  const isFinished = current.status === 'finished';
  return {
    status: current.status,
    outcome: isFinished ? current.outcome : null,
    doneTooSoon: isFinished && current.outcome === 'done' && current.completedAtMs === null,
    canRecordOutcome: current.status === 'running' || (isFinished && current.outcome === null),
    phaseIndex: 0,
    phaseRemainingMs: remainingMs,
    phaseSecondsLeft: secondsLeft(remainingMs),
    totalRemainingMs: remainingMs,
    progress: progressFraction(elapsed, durationMs),
    isPaused: current.status === 'running' && isClockPaused(current.clock),
    isFinished,
  };
}
