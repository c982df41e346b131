import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { elapsedMs } from '../../shared/timing/segment-clock';
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

export function fiveMinuteRulePhaseCue(intl: IntlShape, view: FiveMinuteRuleView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'running') {
    return { phaseKey: 'running', announcement: intl.formatMessage({ id: 'fiveMinuteRule.running' }) };
  }
  return { phaseKey: 'completed', announcement: intl.formatMessage({ id: 'fiveMinuteRule.completed' }) };
}

export const fiveMinuteRuleTool: ToolDefinition<
  FiveMinuteRuleState,
  FiveMinuteRuleEvent,
  FiveMinuteRuleView
> = {
  appName: 'fiveMinuteRule',
  runMs: defaultFiveMinuteRuleConfig.baseDurationMs,
  initialState: () => initialFiveMinuteRuleState(),
  reduce: reduceFiveMinuteRule,
  view: viewFiveMinuteRule,
  isTimerRunning: (view) => view.status === 'running' && !view.isPaused,
  isUnderWay: (view) => view.status === 'running',
  phaseCue: fiveMinuteRulePhaseCue,
  headline: (view) => ({ remainingMs: view.totalRemainingMs, labelId: null }),
  progressMs: (state, now) => (state.status === 'running' ? elapsedMs(state.clock, now) : 0),
  serialize: (state) => serializeState(storageVersion, state),
  restore: (serialized) => {
    const read = readState(
      serialized,
      storageVersion,
      {
        intro: {},
        running: { minutesAdded, clock: storedField.clock },
        completed: { minutesAdded },
      },
      { completedAtMs: storedField.nullableTimestamp },
    );
    return read === null
      ? initialFiveMinuteRuleState()
      : ({ ...read, config: defaultFiveMinuteRuleConfig } as FiveMinuteRuleState);
  },
};
