import type { CompletionStamp } from '../../../shared/timing/completion';
import { secondsToMs } from '../../../shared/timing/phase-sequence';
import { pauseOrResume, startClock, type SegmentClock } from '../../../shared/timing/segment-clock';
import { followSequence, restingSequenceTiming, sequenceTiming } from '../../../shared/timing/sequence-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

/** Ids only: the view translates them. */
export type TenseReleaseGroupId = 'handsAndArms' | 'shouldersAndNeck' | 'face' | 'legsAndFeet';
export type TenseReleasePhase = 'tense' | 'relax';

export const tenseReleaseGroupIds: readonly TenseReleaseGroupId[] = [
  'handsAndArms',
  'shouldersAndNeck',
  'face',
  'legsAndFeet',
];

export interface TenseReleaseConfig {
  readonly groupIds: readonly TenseReleaseGroupId[];
  readonly cyclesPerGroup: number;
  readonly tenseMs: number;
  readonly relaxMs: number;
}

export const defaultTenseReleaseConfig: TenseReleaseConfig = {
  groupIds: tenseReleaseGroupIds,
  cyclesPerGroup: 3,
  tenseMs: secondsToMs(8),
  relaxMs: secondsToMs(5),
};

interface TenseReleaseCommon extends CompletionStamp {
  readonly config: TenseReleaseConfig;
}

/** `phaseIndex` (0..23 by default) is written by `sync` so the view can announce each tense and relax. */
export type TenseReleaseState =
  | (TenseReleaseCommon & { readonly status: 'intro' })
  | (TenseReleaseCommon & {
      readonly status: 'running';
      readonly phaseIndex: number;
      readonly clock: SegmentClock;
    })
  | (TenseReleaseCommon & { readonly status: 'done' });

export type TenseReleaseStatus = TenseReleaseState['status'];

export type TenseReleaseEvent = TimedControlEvent;

export interface TenseReleaseView extends TimedView<TenseReleaseStatus> {
  /** null in intro and done. */
  readonly phase: TenseReleasePhase | null;
  readonly groupId: TenseReleaseGroupId | null;
  readonly groupIndex: number;
  /** 1-based within the group; 0 in intro and done. */
  readonly cycleNumber: number;
}

export function initialTenseReleaseState(
  config: TenseReleaseConfig = defaultTenseReleaseConfig,
): TenseReleaseState {
  return { status: 'intro', config, completedAtMs: null };
}

/** tense, relax, tense, relax, … for every cycle of every group, in order. */
export function tenseReleaseDurationsMs(config: TenseReleaseConfig): readonly number[] {
  const phaseCount = config.groupIds.length * config.cyclesPerGroup * 2;
  return Array.from({ length: phaseCount }, (_, index) =>
    index % 2 === 0 ? config.tenseMs : config.relaxMs,
  );
}

function describePhase(config: TenseReleaseConfig, phaseIndex: number) {
  const cycleOverall = Math.floor(phaseIndex / 2);
  const groupIndex = Math.floor(cycleOverall / config.cyclesPerGroup);
  return {
    phase: phaseIndex % 2 === 0 ? ('tense' as const) : ('relax' as const),
    groupIndex,
    groupId: config.groupIds[groupIndex] ?? null,
    cycleNumber: (cycleOverall % config.cyclesPerGroup) + 1,
  };
}

function runningState(config: TenseReleaseConfig, now: number): TenseReleaseState {
  return { status: 'running', config, completedAtMs: null, phaseIndex: 0, clock: startClock(now) };
}

function resolve(state: TenseReleaseState, now: number): TenseReleaseState {
  if (state.status !== 'running') return state;
  const progress = followSequence(state.clock, tenseReleaseDurationsMs(state.config), now);
  if (progress.finished) {
    return {
      status: 'done',
      config: state.config,
      completedAtMs: state.completedAtMs ?? progress.finishedAtMs,
    };
  }
  return progress.index === state.phaseIndex ? state : { ...state, phaseIndex: progress.index };
}

export function reduceTenseRelease(state: TenseReleaseState, event: TenseReleaseEvent): TenseReleaseState {
  const current = resolve(state, event.now);
  switch (event.type) {
    case 'sync':
      return current;
    case 'start':
      return current.status === 'intro' ? runningState(current.config, event.now) : current;
    case 'restart':
      return runningState(current.config, event.now);
    case 'reset':
      return current.status === 'intro' ? current : initialTenseReleaseState(current.config);
    case 'pause':
    case 'resume':
      return current.status === 'running' ? pauseOrResume(current, event.type, event.now) : current;
  }
}

export function viewTenseRelease(state: TenseReleaseState, now: number): TenseReleaseView {
  const current = resolve(state, now);
  const durationsMs = tenseReleaseDurationsMs(current.config);
  if (current.status !== 'running') {
    const isFinished = current.status === 'done';
    const resting = { phase: null, groupId: null, groupIndex: 0, cycleNumber: 0 };
    return {
      status: current.status,
      isFinished,
      ...resting,
      ...restingSequenceTiming(durationsMs, isFinished),
    };
  }
  return {
    status: 'running',
    isFinished: false,
    ...describePhase(current.config, current.phaseIndex),
    ...sequenceTiming(current.clock, durationsMs, now),
  };
}
