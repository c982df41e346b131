import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { useToolSession } from '../../../shared/hooks/use-tool-session';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import { fiveMinuteRulePhaseCue, fiveMinuteRuleTool } from '../five-minute-rule-definition';

/** Five-minute rule (spec §4, §9): 300 s; a minute can be added while more than 30 s remain, at most 5 times. */
export function FiveMinuteRuleTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('fiveMinuteRule', props.name);
  const { state, view, dispatch, session } = useToolSession(fiveMinuteRuleTool, props);
  const { phaseKey, announcement } = fiveMinuteRulePhaseCue(intl, view);
  const { maxMinutesAdded } = state.config;
  const addMinuteRuleId = useId();

  return (
    <ToolLayout
      session={session}
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      onClose={props.onClose}
      autoStart={props.autoStart}
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
            <ToolButton
              $variant="secondary"
              disabled={!view.canAddMinute}
              aria-describedby={addMinuteRuleId}
              onClick={() => dispatch({ type: 'addMinute' })}
            >
              {intl.formatMessage({ id: 'fiveMinuteRule.addMinute' })}
            </ToolButton>
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
