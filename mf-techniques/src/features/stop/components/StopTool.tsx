import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { BigFigure, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { stopTool } from '../stop-definition';

/** S.T.O.P. (spec §4, §9): Stop 15 s, Take a breath 10 s, Observe 20 s, Proceed 15 s; back after a reload. */
export function StopTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(stopTool, props);
  const { intl, view } = tool;
  const stepMs = view.step?.durationMs ?? 0;

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'splash' && (
        <>
          <BigFigure aria-hidden="true">{intl.formatMessage({ id: 'stop.letters' })}</BigFigure>
          <Instruction>{intl.formatMessage({ id: 'stop.intro' })}</Instruction>
        </>
      )}
      {view.step !== null && (
        <>
          <BigFigure aria-hidden="true">
            {intl.formatMessage({ id: `stop.letter.${view.step.id}` })}
          </BigFigure>
          <PhaseHeading>{intl.formatMessage({ id: `stop.step.${view.step.id}` })}</PhaseHeading>
          <Instruction>{intl.formatMessage({ id: `stop.instruction.${view.step.id}` })}</Instruction>
          <TimerDisplay
            remainingMs={view.phaseRemainingMs}
            progress={progressFraction(stepMs - view.phaseRemainingMs, stepMs)}
            label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
          />
        </>
      )}
      {view.status === 'message' && <PhaseHeading>{intl.formatMessage({ id: 'stop.message' })}</PhaseHeading>}
      {view.status !== 'message' && (
        <RunControls tool={tool} started={view.status === 'step'} isFinished={false} finishedAction={null} />
      )}
    </ToolScaffold>
  );
}
