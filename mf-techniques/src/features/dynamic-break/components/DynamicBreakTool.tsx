import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { dynamicBreakTool } from '../dynamic-break-definition';

/** Short dynamic break (spec §4, §9): squats 60 s, jumps 30 s, walk 90 s, slow-down 30 s; Skip after half a phase. */
export function DynamicBreakTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(dynamicBreakTool, props);
  const { intl, state, view, dispatch } = tool;
  const { steps } = state.config;
  const phaseMs = steps[view.phaseIndex]?.durationMs ?? 0;

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'intro' && (
        <>
          <Instruction>{intl.formatMessage({ id: 'dynamicBreak.intro' })}</Instruction>
          <Detail>{intl.formatMessage({ id: 'dynamicBreak.safety' })}</Detail>
        </>
      )}
      {view.phase !== null && (
        <>
          <PhaseHeading>{intl.formatMessage({ id: `dynamicBreak.phase.${view.phase}` })}</PhaseHeading>
          <Instruction>{intl.formatMessage({ id: `dynamicBreak.instruction.${view.phase}` })}</Instruction>
          <TimerDisplay
            remainingMs={view.phaseRemainingMs}
            progress={progressFraction(phaseMs - view.phaseRemainingMs, phaseMs)}
            label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
          />
          <Detail>
            {intl.formatMessage(
              { id: 'dynamicBreak.exerciseOf' },
              { number: view.phaseIndex + 1, total: steps.length },
            )}
          </Detail>
        </>
      )}
      {view.status === 'done' && (
        <PhaseHeading>{intl.formatMessage({ id: 'dynamicBreak.done' })}</PhaseHeading>
      )}
      <RunControls tool={tool} started={view.status !== 'intro'}>
        {view.status === 'running' && (
          <ToolButton $variant="secondary" offered={view.canSkip} onClick={() => dispatch({ type: 'skip' })}>
            {intl.formatMessage({ id: 'dynamicBreak.skip' })}
          </ToolButton>
        )}
      </RunControls>
    </ToolScaffold>
  );
}
