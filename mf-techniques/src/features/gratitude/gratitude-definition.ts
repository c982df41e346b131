import type { IntlShape } from 'react-intl';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { elapsedMs } from '../../shared/timing/segment-clock';
import {
  defaultGratitudeConfig,
  initialGratitudeState,
  reduceGratitude,
  restoreGratitude,
  serializeGratitude,
  viewGratitude,
  type GratitudeEvent,
  type GratitudeState,
  type GratitudeView,
} from './machine/gratitude-machine';

export function gratitudePhaseCue(intl: IntlShape, view: GratitudeView) {
  if (view.status === 'completed') {
    return { phaseKey: 'completed', announcement: intl.formatMessage({ id: 'gratitude.completed' }) };
  }
  if (view.cueIndex === null) return { phaseKey: null, announcement: '' };
  return {
    phaseKey: `cue-${view.cueIndex}`,
    announcement: intl.formatMessage({ id: `gratitude.cue.${view.cueIndex}` }),
  };
}

/**
 * Gratitude comes back after a reload if it started less than 10 minutes ago (spec §4). A practice whose
 * time ran out while the page was gone completes then, and the session records it once.
 */
export const gratitudeTool: ToolDefinition<GratitudeState, GratitudeEvent, GratitudeView> = {
  appName: 'gratitude',
  runMs: defaultGratitudeConfig.totalMs,
  initialState: () => initialGratitudeState(),
  reduce: reduceGratitude,
  view: viewGratitude,
  isTimerRunning: (view) => view.status === 'running' && !view.isPaused,
  isUnderWay: (view) => view.status === 'running',
  phaseCue: gratitudePhaseCue,
  headline: (view) => ({ remainingMs: view.totalRemainingMs, labelId: null }),
  progressMs: (state, now) => (state.status === 'running' ? elapsedMs(state.clock, now) : 0),
  serialize: serializeGratitude,
  restore: (serialized, _props, nowEpochMs) => restoreGratitude(serialized, nowEpochMs),
};
