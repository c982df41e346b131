import type { CompletionStamp } from '../timing/completion';
import { startClock, type SegmentClock } from '../timing/segment-clock';
import {
  followSequence,
  restingSequenceTiming,
  sequenceTiming,
  type SequenceTiming,
} from '../timing/sequence-clock';
import type { TimedControlEvent } from '../timing/timed-tool';
import { reduceControl } from './control-reducer';

interface PhaseSequenceCommon<Config> extends CompletionStamp {
  readonly config: Config;
}

/** `phaseIndex` is written by `sync` so the view can announce each new phase; timing always comes from the clock. */
export type PhaseSequenceState<Config> =
  | (PhaseSequenceCommon<Config> & { readonly status: 'intro' })
  | (PhaseSequenceCommon<Config> & {
      readonly status: 'running';
      readonly phaseIndex: number;
      readonly clock: SegmentClock;
    })
  | (PhaseSequenceCommon<Config> & { readonly status: 'done' });

interface PhaseSequenceTiming extends SequenceTiming {
  readonly status: PhaseSequenceState<unknown>['status'];
  readonly isFinished: boolean;
}

/**
 * A tool that runs a fixed sequence of timed phases once (intro → running → done): the phases' durations
 * come from its config, the rest (controls, finishing, the countdowns) is the same for every such tool.
 */
export function phaseSequenceMachine<Config>(durationsOf: (config: Config) => readonly number[]) {
  type State = PhaseSequenceState<Config>;

  const initialState = (config: Config): State => ({ status: 'intro', config, completedAtMs: null });

  const startedState = (config: Config, now: number): State => ({
    status: 'running',
    config,
    completedAtMs: null,
    phaseIndex: 0,
    clock: startClock(now),
  });

  const finishedState = (state: State, finishedAtMs: number): State => ({
    status: 'done',
    config: state.config,
    completedAtMs: state.completedAtMs ?? finishedAtMs,
  });

  /** The state as time alone has moved it by `now`. */
  const resolve = (state: State, now: number): State => {
    if (state.status !== 'running') return state;
    const progress = followSequence(state.clock, durationsOf(state.config), now);
    if (progress.finished) return finishedState(state, progress.finishedAtMs);
    return progress.index === state.phaseIndex ? state : { ...state, phaseIndex: progress.index };
  };

  const reduce = (state: State, event: TimedControlEvent): State =>
    reduceControl(resolve(state, event.now), event, {
      restingStatus: 'intro',
      initialState,
      startedState,
      clockStatuses: ['running'],
    });

  /** Status and countdowns for the view; the tool adds what its phases mean. */
  const timing = (current: State, now: number): PhaseSequenceTiming => {
    const durationsMs = durationsOf(current.config);
    if (current.status !== 'running') {
      const isFinished = current.status === 'done';
      return { status: current.status, isFinished, ...restingSequenceTiming(durationsMs, isFinished) };
    }
    return { status: 'running', isFinished: false, ...sequenceTiming(current.clock, durationsMs, now) };
  };

  return { initialState, finishedState, resolve, reduce, timing };
}
