import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { totalDurationMs } from '../../shared/timing/phase-sequence';
import { elapsedMs } from '../../shared/timing/segment-clock';
import {
  defaultDynamicBreakConfig,
  initialDynamicBreakState,
  reduceDynamicBreak,
  viewDynamicBreak,
  type DynamicBreakEvent,
  type DynamicBreakState,
  type DynamicBreakView,
} from './machine/dynamic-break-machine';

const storageVersion = 1;

export function dynamicBreakPhaseCue(intl: IntlShape, view: DynamicBreakView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'done')
    return { phaseKey: 'done', announcement: intl.formatMessage({ id: 'dynamicBreak.done' }) };
  const phase = view.phase ?? 'squats';
  return { phaseKey: phase, announcement: intl.formatMessage({ id: `dynamicBreak.phase.${phase}` }) };
}

/** Skip comes only after half of a phase, so every completed break is a real run (see `isRealRun`). */
export const dynamicBreakTool: ToolDefinition<DynamicBreakState, DynamicBreakEvent, DynamicBreakView> = {
  appName: 'dynamicBreak',
  runMs: totalDurationMs(defaultDynamicBreakConfig.steps.map((step) => step.durationMs)),
  initialState: () => initialDynamicBreakState(),
  reduce: reduceDynamicBreak,
  view: viewDynamicBreak,
  isTimerRunning: (view) => view.status === 'running' && !view.isPaused,
  isUnderWay: (view) => view.status === 'running',
  phaseCue: dynamicBreakPhaseCue,
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
      ? initialDynamicBreakState()
      : ({ ...read, config: defaultDynamicBreakConfig } as DynamicBreakState);
  },
};
