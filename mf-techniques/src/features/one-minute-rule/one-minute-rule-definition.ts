import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { elapsedMs } from '../../shared/timing/segment-clock';
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

export function oneMinuteRulePhaseCue(intl: IntlShape, view: OneMinuteRuleView) {
  if (view.status === 'landing') return { phaseKey: null, announcement: '' };
  if (view.status === 'running') {
    return { phaseKey: 'running', announcement: intl.formatMessage({ id: 'oneMinuteRule.running' }) };
  }
  return {
    phaseKey: `finished-${view.outcome}`,
    announcement: intl.formatMessage({ id: oneMinuteRuleFinishedMessageId(view) }),
  };
}

export const oneMinuteRuleTool: ToolDefinition<OneMinuteRuleState, OneMinuteRuleEvent, OneMinuteRuleView> = {
  appName: 'oneMinuteRule',
  runMs: defaultOneMinuteRuleConfig.durationMs,
  initialState: () => initialOneMinuteRuleState(),
  reduce: reduceOneMinuteRule,
  view: viewOneMinuteRule,
  isTimerRunning: (view) => view.status === 'running' && !view.isPaused,
  isUnderWay: (view) => view.status === 'running',
  phaseCue: oneMinuteRulePhaseCue,
  headline: (view) => ({ remainingMs: view.totalRemainingMs, labelId: null }),
  progressMs: (state, now) => (state.status === 'running' ? elapsedMs(state.clock, now) : 0),
  serialize: (state) => serializeState(storageVersion, state),
  restore: (serialized) => {
    const read = readState(
      serialized,
      storageVersion,
      {
        landing: {},
        running: { clock: storedField.clock },
        finished: { outcome: storedField.oneOf('done', 'skipped', null) },
      },
      { completedAtMs: storedField.nullableTimestamp },
    );
    return read === null
      ? initialOneMinuteRuleState()
      : ({ ...read, config: defaultOneMinuteRuleConfig } as OneMinuteRuleState);
  },
};
