import type { IntlShape } from 'react-intl';
import { defineTool, storedWithDefaultConfig } from '../../shared/tool-scaffold/define-tool';
import { storedField } from '../../shared/session/stored-state';
import {
  defaultFiveMinuteRuleConfig,
  initialFiveMinuteRuleState,
  reduceFiveMinuteRule,
  viewFiveMinuteRule,
  type FiveMinuteRuleEvent,
  type FiveMinuteRuleState,
  type FiveMinuteRuleView,
} from './machine/five-minute-rule-machine';

const storageVersion = 1;
const minutesAdded = (value: unknown) =>
  storedField.count(value) && (value as number) <= defaultFiveMinuteRuleConfig.maxMinutesAdded;

function fiveMinuteRulePhaseCue(intl: IntlShape, view: FiveMinuteRuleView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'running') {
    return { phaseKey: 'running', announcement: intl.formatMessage({ id: 'fiveMinuteRule.running' }) };
  }
  return { phaseKey: 'completed', announcement: intl.formatMessage({ id: 'fiveMinuteRule.completed' }) };
}

export const fiveMinuteRuleTool = defineTool<FiveMinuteRuleState, FiveMinuteRuleEvent, FiveMinuteRuleView>({
  appName: 'fiveMinuteRule',
  runMs: defaultFiveMinuteRuleConfig.baseDurationMs,
  runningStatus: 'running',
  initialState: () => initialFiveMinuteRuleState(),
  reduce: reduceFiveMinuteRule,
  view: viewFiveMinuteRule,
  phaseCue: fiveMinuteRulePhaseCue,
  ...storedWithDefaultConfig(
    storageVersion,
    { intro: {}, running: { minutesAdded, clock: storedField.clock }, completed: { minutesAdded } },
    () => initialFiveMinuteRuleState(),
  ),
});
