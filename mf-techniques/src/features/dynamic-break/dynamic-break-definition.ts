import type { IntlShape } from 'react-intl';
import { defineTool, storedWithDefaultConfig } from '../../shared/tool-scaffold/define-tool';
import { storedField } from '../../shared/session/stored-state';
import { totalDurationMs } from '../../shared/timing/phase-sequence';
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

function dynamicBreakPhaseCue(intl: IntlShape, view: DynamicBreakView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'done')
    return { phaseKey: 'done', announcement: intl.formatMessage({ id: 'dynamicBreak.done' }) };
  const phase = view.phase ?? 'squats';
  return { phaseKey: phase, announcement: intl.formatMessage({ id: `dynamicBreak.phase.${phase}` }) };
}

/** Skip comes only after half of a phase, so every completed break is a real run (see `isRealRun`). */
export const dynamicBreakTool = defineTool<DynamicBreakState, DynamicBreakEvent, DynamicBreakView>({
  appName: 'dynamicBreak',
  safetyNotes: true,
  runMs: totalDurationMs(defaultDynamicBreakConfig.steps.map((step) => step.durationMs)),
  runningStatus: 'running',
  initialState: () => initialDynamicBreakState(),
  reduce: reduceDynamicBreak,
  view: viewDynamicBreak,
  phaseCue: dynamicBreakPhaseCue,
  ...storedWithDefaultConfig(
    storageVersion,
    { intro: {}, running: { phaseIndex: storedField.count, clock: storedField.clock }, done: {} },
    () => initialDynamicBreakState(),
  ),
});
