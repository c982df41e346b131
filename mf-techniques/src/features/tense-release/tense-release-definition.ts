import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { totalDurationMs } from '../../shared/timing/phase-sequence';
import { elapsedMs } from '../../shared/timing/segment-clock';
import {
  defaultTenseReleaseConfig,
  initialTenseReleaseState,
  reduceTenseRelease,
  tenseReleaseDurationsMs,
  viewTenseRelease,
  type TenseReleaseEvent,
  type TenseReleaseState,
  type TenseReleaseView,
} from './machine/tense-release-machine';

const storageVersion = 1;

export function tenseReleasePhaseTitle(intl: IntlShape, view: TenseReleaseView): string {
  const group = intl.formatMessage({ id: `tenseRelease.group.${view.groupId ?? 'handsAndArms'}` });
  return intl.formatMessage({ id: `tenseRelease.phase.${view.phase ?? 'tense'}` }, { group });
}

export function tenseReleasePhaseCue(intl: IntlShape, view: TenseReleaseView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'done')
    return { phaseKey: 'done', announcement: intl.formatMessage({ id: 'tenseRelease.done' }) };
  return { phaseKey: `phase-${view.phaseIndex}`, announcement: tenseReleasePhaseTitle(intl, view) };
}

export const tenseReleaseTool: ToolDefinition<TenseReleaseState, TenseReleaseEvent, TenseReleaseView> = {
  appName: 'tenseRelease',
  runMs: totalDurationMs(tenseReleaseDurationsMs(defaultTenseReleaseConfig)),
  initialState: () => initialTenseReleaseState(),
  reduce: reduceTenseRelease,
  view: viewTenseRelease,
  isTimerRunning: (view) => view.status === 'running' && !view.isPaused,
  isUnderWay: (view) => view.status === 'running',
  phaseCue: tenseReleasePhaseCue,
  headline: (view) => ({ remainingMs: view.totalRemainingMs, labelId: null }),
  progressMs: (state, now) => (state.status === 'running' ? elapsedMs(state.clock, now) : 0),
  serialize: (state) => serializeState(storageVersion, state),
  restore: (serialized) => {
    const read = readState(
      serialized,
      storageVersion,
      { intro: {}, running: { phaseIndex: storedField.count, clock: storedField.clock }, done: {} },
      { completedAtMs: storedField.nullableTimestamp },
    );
    return read === null
      ? initialTenseReleaseState()
      : ({ ...read, config: defaultTenseReleaseConfig } as TenseReleaseState);
  },
};
