import type { IntlShape } from 'react-intl';
import { defineTool } from '../../shared/tool-scaffold/define-tool';
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

function gratitudePhaseCue(intl: IntlShape, view: GratitudeView) {
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
export const gratitudeTool = defineTool<GratitudeState, GratitudeEvent, GratitudeView>({
  appName: 'gratitude',
  runMs: defaultGratitudeConfig.totalMs,
  runningStatus: 'running',
  initialState: () => initialGratitudeState(),
  reduce: reduceGratitude,
  view: viewGratitude,
  phaseCue: gratitudePhaseCue,
  serialize: serializeGratitude,
  restore: (serialized, _props, nowEpochMs) => restoreGratitude(serialized, nowEpochMs),
});
