import { restartAction } from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { oneMinuteRuleFinishedMessageId, oneMinuteRuleTool } from '../one-minute-rule-definition';

/**
 * One-minute rule (spec §4): one small task in 60 s, then Done or Skip; restart or close. Done pays XP
 * once at least half the minute went into the task. Run for a `task`, Restart steps back for the caller's
 * next step and an early Done is only praised.
 */
export function OneMinuteRuleTool(props: TechniqueToolProps) {
  const { onClose, task } = props;
  const tool = useTechniqueTool(oneMinuteRuleTool, props);
  const { intl, view, dispatch } = tool;
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
  // A step finished early is the point when the rule runs a step: no talk of XP, and the caller's next step
  // (not Restart) is the main action.
  const finishedMessageId =
    task && view.outcome === 'done' ? 'oneMinuteRule.stepDone' : oneMinuteRuleFinishedMessageId(view);

  return (
    <ToolScaffold tool={tool} onClose={onClose && close}>
      {view.status === 'landing' && (
        <Instruction>{intl.formatMessage({ id: 'oneMinuteRule.landing' })}</Instruction>
      )}
      {view.status === 'running' && (
        <>
          <PhaseHeading>{props.task ?? intl.formatMessage({ id: 'oneMinuteRule.running' })}</PhaseHeading>
          <TimerDisplay
            remainingMs={view.totalRemainingMs}
            progress={view.progress}
            label={intl.formatMessage({ id: 'tool.timeLeft' })}
          />
        </>
      )}
      {view.status === 'finished' && (
        <>
          <PhaseHeading>{intl.formatMessage({ id: finishedMessageId })}</PhaseHeading>
          {view.doneTooSoon && !task && <Detail>{intl.formatMessage({ id: 'tool.noXpShortRun' })}</Detail>}
        </>
      )}
      <RunControls
        tool={tool}
        started={view.status !== 'landing'}
        finishedAction={awaitingOutcome ? done : task ? null : restart}
      >
        {view.status === 'running' && <ToolButton onClick={done.onClick}>{done.label}</ToolButton>}
        {view.canRecordOutcome && (
          <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
            {intl.formatMessage({ id: 'oneMinuteRule.skip' })}
          </ToolButton>
        )}
        {view.status === 'finished' && !awaitingOutcome && task && (
          <ToolButton $variant="secondary" onClick={restart.onClick}>
            {restart.label}
          </ToolButton>
        )}
        {view.status === 'finished' && !awaitingOutcome && !onClose && (
          <ToolButton $variant="secondary" onClick={close}>
            {intl.formatMessage({ id: 'tool.close' })}
          </ToolButton>
        )}
      </RunControls>
    </ToolScaffold>
  );
}
