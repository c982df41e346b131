import type { IntlShape } from 'react-intl';
import { defineTool, storedWithDefaultConfig } from '../../shared/tool-scaffold/define-tool';
import { storedField } from '../../shared/session/stored-state';
import {
  defaultOneMinuteRuleConfig,
  initialOneMinuteRuleState,
  reduceOneMinuteRule,
  viewOneMinuteRule,
  type OneMinuteRuleEvent,
  type OneMinuteRuleState,
  type OneMinuteRuleView,
} from './machine/one-minute-rule-machine';

const storageVersion = 1;

export function oneMinuteRuleFinishedMessageId(view: OneMinuteRuleView): string {
  if (view.outcome === 'done') return 'oneMinuteRule.finishedDone';
  return view.outcome === 'skipped' ? 'oneMinuteRule.finishedSkipped' : 'oneMinuteRule.timeUp';
}

function oneMinuteRulePhaseCue(intl: IntlShape, view: OneMinuteRuleView) {
  if (view.status === 'landing') return { phaseKey: null, announcement: '' };
  if (view.status === 'running') {
    return { phaseKey: 'running', announcement: intl.formatMessage({ id: 'oneMinuteRule.running' }) };
  }
  return {
    phaseKey: `finished-${view.outcome}`,
    announcement: intl.formatMessage({ id: oneMinuteRuleFinishedMessageId(view) }),
  };
}

export const oneMinuteRuleTool = defineTool<OneMinuteRuleState, OneMinuteRuleEvent, OneMinuteRuleView>({
  appName: 'oneMinuteRule',
  runMs: defaultOneMinuteRuleConfig.durationMs,
  runningStatus: 'running',
  initialState: () => initialOneMinuteRuleState(),
  reduce: reduceOneMinuteRule,
  view: viewOneMinuteRule,
  phaseCue: oneMinuteRulePhaseCue,
  ...storedWithDefaultConfig(
    storageVersion,
    {
      landing: {},
      running: { clock: storedField.clock },
      finished: { outcome: storedField.oneOf('done', 'skipped', null) },
    },
    () => initialOneMinuteRuleState(),
  ),
});
