import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { gratitudeTool } from '../gratitude-definition';

/** Gratitude practice (spec §4, §9): 180 s with six cues; back after a reload if started less than 10 minutes ago. */
export function GratitudeTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(gratitudeTool, props);
  const { intl, view } = tool;

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'idle' && <Instruction>{intl.formatMessage({ id: 'gratitude.intro' })}</Instruction>}
      {view.cueIndex !== null && (
        <>
          <PhaseHeading>{intl.formatMessage({ id: `gratitude.cue.${view.cueIndex}` })}</PhaseHeading>
          <TimerDisplay
            remainingMs={view.totalRemainingMs}
            progress={view.progress}
            label={intl.formatMessage({ id: 'tool.timeLeft' })}
          />
        </>
      )}
      {view.status === 'completed' && (
        <PhaseHeading>{intl.formatMessage({ id: 'gratitude.completed' })}</PhaseHeading>
      )}
      <RunControls tool={tool} started={view.status !== 'idle'} />
    </ToolScaffold>
  );
}
