import type { IntlShape } from 'react-intl';
import { defineTool, storedWithDefaultConfig } from '../../shared/tool-scaffold/define-tool';
import { storedField } from '../../shared/session/stored-state';
import { totalDurationMs } from '../../shared/timing/phase-sequence';
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

function tenseReleasePhaseCue(intl: IntlShape, view: TenseReleaseView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'done')
    return { phaseKey: 'done', announcement: intl.formatMessage({ id: 'tenseRelease.done' }) };
  return { phaseKey: `phase-${view.phaseIndex}`, announcement: tenseReleasePhaseTitle(intl, view) };
}

export const tenseReleaseTool = defineTool<TenseReleaseState, TenseReleaseEvent, TenseReleaseView>({
  appName: 'tenseRelease',
  runMs: totalDurationMs(tenseReleaseDurationsMs(defaultTenseReleaseConfig)),
  runningStatus: 'running',
  initialState: () => initialTenseReleaseState(),
  reduce: reduceTenseRelease,
  view: viewTenseRelease,
  phaseCue: tenseReleasePhaseCue,
  ...storedWithDefaultConfig(
    storageVersion,
    { intro: {}, running: { phaseIndex: storedField.count, clock: storedField.clock }, done: {} },
    () => initialTenseReleaseState(),
  ),
});
