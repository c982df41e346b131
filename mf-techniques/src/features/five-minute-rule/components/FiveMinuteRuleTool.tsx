import { useId } from 'react';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { fiveMinuteRuleTool } from '../five-minute-rule-definition';

/** Five-minute rule (spec §4, §9): 300 s; a minute can be added while more than 30 s remain, at most 5 times. */
export function FiveMinuteRuleTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(fiveMinuteRuleTool, props);
  const { intl, state, view, dispatch } = tool;
  const { maxMinutesAdded } = state.config;
  const addMinuteRuleId = useId();

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'intro' && (
        <Instruction>{intl.formatMessage({ id: 'fiveMinuteRule.intro' })}</Instruction>
      )}
      {view.status === 'running' && (
        <>
          <PhaseHeading>{props.task ?? intl.formatMessage({ id: 'fiveMinuteRule.running' })}</PhaseHeading>
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
      {/* Run for a task, Restart steps back for the caller's next step. */}
      <RunControls
        tool={tool}
        started={view.status !== 'intro'}
        finishedAction={props.task ? null : undefined}
      >
        {view.status === 'completed' && props.task && (
          <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
            {intl.formatMessage({ id: 'tool.restart' })}
          </ToolButton>
        )}
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
      </RunControls>
      {view.status === 'running' && (
        <Detail id={addMinuteRuleId}>
          {intl.formatMessage({ id: 'fiveMinuteRule.addMinuteRule' }, { max: maxMinutesAdded })}
        </Detail>
      )}
    </ToolScaffold>
  );
}
