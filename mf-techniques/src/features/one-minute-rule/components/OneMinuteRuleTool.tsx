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
import {
  oneMinuteRuleFinishedMessageId,
  oneMinuteRulePhaseCue,
  oneMinuteRuleTool,
} from '../one-minute-rule-definition';

/**
 * One-minute rule (spec §4): one small task in 60 s, then Done or Skip; restart or close. Done pays XP
 * once at least half the minute went into the task.
 */
export function OneMinuteRuleTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const { onClose } = props;
  const toolName = useTechniqueName('oneMinuteRule', props.name);
  const { view, dispatch, session } = useToolSession(oneMinuteRuleTool, props);
  const { phaseKey, announcement } = oneMinuteRulePhaseCue(intl, view);
  const awaitingOutcome = view.status === 'finished' && view.outcome === null;
  // Spec §4 "restart or close": close returns to the landing screen, and hands back to the caller if any.
  const close = () => {
    dispatch({ type: 'close' });
    onClose?.();
  };
  const done = {
    label: intl.formatMessage({ id: 'oneMinuteRule.done' }),
    onClick: () => dispatch({ type: 'done' }),
  };
  const restart = restartAction(intl, dispatch);

  return (
    <ToolLayout
      session={session}
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      onClose={onClose && close}
      autoStart={props.autoStart}
    >
      <Screen>
        {view.status === 'landing' && (
          <Instruction>{intl.formatMessage({ id: 'oneMinuteRule.landing' })}</Instruction>
        )}
        {view.status === 'running' && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: 'oneMinuteRule.running' })}</PhaseHeading>
            <TimerDisplay
              remainingMs={view.totalRemainingMs}
              progress={view.progress}
              label={intl.formatMessage({ id: 'tool.timeLeft' })}
            />
          </>
        )}
        {view.status === 'finished' && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: oneMinuteRuleFinishedMessageId(view) })}</PhaseHeading>
            {view.doneTooSoon && <Detail>{intl.formatMessage({ id: 'tool.noXpShortRun' })}</Detail>}
          </>
        )}
        <TimerControls
          state={timerControlState({
            started: view.status !== 'landing',
            isPaused: view.isPaused,
            isFinished: view.isFinished,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'running' ? () => dispatch({ type: 'reset' }) : undefined}
          finishedAction={awaitingOutcome ? done : restart}
        >
          {view.status === 'running' && <ToolButton onClick={done.onClick}>{done.label}</ToolButton>}
          {view.canRecordOutcome && (
            <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
              {intl.formatMessage({ id: 'oneMinuteRule.skip' })}
            </ToolButton>
          )}
          {view.status === 'finished' && !awaitingOutcome && !onClose && (
            <ToolButton $variant="secondary" onClick={close}>
              {intl.formatMessage({ id: 'tool.close' })}
            </ToolButton>
          )}
        </TimerControls>
      </Screen>
    </ToolLayout>
  );
}
