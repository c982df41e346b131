import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@steady/ui';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  initialFiveMinuteRuleState,
  reduceFiveMinuteRule,
  viewFiveMinuteRule,
  type FiveMinuteRuleView,
} from '../machine/five-minute-rule-machine';

const isRunning = (view: FiveMinuteRuleView) => view.status === 'running' && !view.isPaused;

function phaseCue(intl: IntlShape, view: FiveMinuteRuleView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'running') {
    return { phaseKey: 'running', announcement: intl.formatMessage({ id: 'fiveMinuteRule.running' }) };
  }
  return { phaseKey: 'completed', announcement: intl.formatMessage({ id: 'fiveMinuteRule.completed' }) };
}

/** Five-minute rule (spec §4, §9): 300 s; a minute can be added while more than 30 s remain, at most 5 times. */
export function FiveMinuteRuleTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('fiveMinuteRule', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceFiveMinuteRule,
    view: viewFiveMinuteRule,
    createInitialState: () => initialFiveMinuteRuleState(),
    isTimerRunning: isRunning,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const { maxMinutesAdded } = state.config;
  const addMinuteRuleId = useId();

  return (
    <ToolLayout
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      completion={completion}
      onClose={onClose}
    >
      <Screen>
        {view.status === 'intro' && (
          <Instruction>{intl.formatMessage({ id: 'fiveMinuteRule.intro' })}</Instruction>
        )}
        {view.status === 'running' && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: 'fiveMinuteRule.running' })}</PhaseHeading>
            <TimerDisplay
              remainingMs={view.totalRemainingMs}
              progress={view.progress}
              label={intl.formatMessage({ id: 'tool.timeLeft' })}
            />
            <Detail>
              {intl.formatMessage(
                { id: 'fiveMinuteRule.minutesAdded' },
                { count: view.minutesAdded, max: maxMinutesAdded },
              )}
            </Detail>
          </>
        )}
        {view.status === 'completed' && (
          <PhaseHeading>{intl.formatMessage({ id: 'fiveMinuteRule.completed' })}</PhaseHeading>
        )}
        <TimerControls
          state={timerControlState({
            started: view.status !== 'intro',
            isPaused: view.isPaused,
            isFinished: view.isFinished,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'running' ? () => dispatch({ type: 'reset' }) : undefined}
          finishedAction={restartAction(intl, dispatch)}
        >
          {view.status === 'running' && (
            <Button
              $variant="secondary"
              disabled={!view.canAddMinute}
              aria-describedby={addMinuteRuleId}
              onClick={() => dispatch({ type: 'addMinute' })}
            >
              {intl.formatMessage({ id: 'fiveMinuteRule.addMinute' })}
            </Button>
          )}
        </TimerControls>
        {view.status === 'running' && (
          <Detail id={addMinuteRuleId}>
            {intl.formatMessage({ id: 'fiveMinuteRule.addMinuteRule' }, { max: maxMinutesAdded })}
          </Detail>
        )}
      </Screen>
    </ToolLayout>
  );
}
