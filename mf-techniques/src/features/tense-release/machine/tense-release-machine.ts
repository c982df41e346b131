import { secondsToMs } from '../../../shared/timing/phase-sequence';
import {
  phaseSequenceMachine,
  type PhaseSequenceState,
} from '../../../shared/tool-scaffold/phase-sequence-machine';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

/** Ids only: the view translates them. */
type TenseReleaseGroupId = 'handsAndArms' | 'shouldersAndNeck' | 'face' | 'legsAndFeet';
type TenseReleasePhase = 'tense' | 'relax';

const tenseReleaseGroupIds: readonly TenseReleaseGroupId[] = [
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

/** `phaseIndex` (0..23 by default) is written by `sync` so the view can announce each tense and relax. */
export type TenseReleaseState = PhaseSequenceState<TenseReleaseConfig>;

type TenseReleaseStatus = TenseReleaseState['status'];

export type TenseReleaseEvent = TimedControlEvent;

export interface TenseReleaseView extends TimedView<TenseReleaseStatus> {
  /** null in intro and done. */
  readonly phase: TenseReleasePhase | null;
  readonly groupId: TenseReleaseGroupId | null;
  readonly groupIndex: number;
  /** 1-based within the group; 0 in intro and done. */
  readonly cycleNumber: number;
}

/** tense, relax, tense, relax, … for every cycle of every group, in order. */
export function tenseReleaseDurationsMs(config: TenseReleaseConfig): readonly number[] {
  const phaseCount = config.groupIds.length * config.cyclesPerGroup * 2;
  return Array.from({ length: phaseCount }, (_, index) =>
    index % 2 === 0 ? config.tenseMs : config.relaxMs,
  );
}

const machine = phaseSequenceMachine(tenseReleaseDurationsMs);

export function initialTenseReleaseState(
  config: TenseReleaseConfig = defaultTenseReleaseConfig,
): TenseReleaseState {
  return machine.initialState(config);
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

export const reduceTenseRelease: (state: TenseReleaseState, event: TenseReleaseEvent) => TenseReleaseState =
  machine.reduce;

export function viewTenseRelease(state: TenseReleaseState, now: number): TenseReleaseView {
  const current = machine.resolve(state, now);
  const timing = machine.timing(current, now);
  if (current.status !== 'running') {
    return { ...timing, phase: null, groupId: null, groupIndex: 0, cycleNumber: 0 };
  }
  return { ...timing, ...describePhase(current.config, current.phaseIndex) };
}
