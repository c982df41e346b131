import type { IntlShape } from 'react-intl';
import { defineTool } from '../../shared/tool-scaffold/define-tool';
import { totalDurationMs } from '../../shared/timing/phase-sequence';
import {
  defaultStopConfig,
  initialStopState,
  reduceStop,
  restoreStop,
  serializeStop,
  stopStepDurationsMs,
  viewStop,
  type StopEvent,
  type StopState,
  type StopView,
} from './machine/stop-machine';

function stopPhaseCue(intl: IntlShape, view: StopView) {
  if (view.status === 'message')
    return { phaseKey: 'message', announcement: intl.formatMessage({ id: 'stop.message' }) };
  if (view.step === null) return { phaseKey: null, announcement: '' };
  return { phaseKey: view.step.id, announcement: intl.formatMessage({ id: `stop.step.${view.step.id}` }) };
}

/**
 * S.T.O.P. comes back after a reload (spec §4) unless its steps ran out while the page was gone: that
 * practice is not resumed, and not paid for time away.
 */
export const stopTool = defineTool<StopState, StopEvent, StopView>({
  appName: 'stop',
  runMs: totalDurationMs(stopStepDurationsMs(defaultStopConfig)),
  runningStatus: 'step',
  initialState: () => initialStopState(),
  reduce: reduceStop,
  view: viewStop,
  // The 3-s completion message also runs on the clock: it returns to the splash by itself.
  isTimerRunning: (view) => (view.status === 'step' && !view.isPaused) || view.status === 'message',
  phaseCue: stopPhaseCue,
  headline: (view) => ({
    remainingMs: view.phaseRemainingMs,
    labelId: null,
    fractionLeft: view.step === null ? 0 : view.phaseRemainingMs / view.step.durationMs,
  }),
  serialize: serializeStop,
  restore: (serialized, _props, nowEpochMs) => restoreStop(serialized, nowEpochMs),
});
