import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { muscleStretchingOutroMessageId, muscleStretchingTool } from '../muscle-stretching-definition';

/**
 * Muscle stretching (spec §4, §9): four moves of 60, 60, 60 and 90 s; skip, end now, pause, resume. Skipping
 * through it pays no XP: a run pays once at least half of the stretching time was practised.
 */
export function MuscleStretchingTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(muscleStretchingTool, props);
  const { intl, state, view, dispatch } = tool;
  const moveMs = state.config.moveDurationsMs[view.phaseIndex] ?? 0;

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'intro' && (
        <>
          <Instruction>{intl.formatMessage({ id: 'muscleStretching.intro' })}</Instruction>
          <Detail>{intl.formatMessage({ id: 'muscleStretching.safety' })}</Detail>
        </>
      )}
      {view.moveNumber !== null && (
        <>
          <PhaseHeading>
            {intl.formatMessage(
              { id: 'muscleStretching.moveOf' },
              { number: view.moveNumber, total: view.moveCount },
            )}
          </PhaseHeading>
          <Instruction>{intl.formatMessage({ id: `muscleStretching.move.${view.moveNumber}` })}</Instruction>
          <TimerDisplay
            remainingMs={view.phaseRemainingMs}
            progress={progressFraction(moveMs - view.phaseRemainingMs, moveMs)}
            label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
          />
          <Detail>{intl.formatMessage({ id: 'muscleStretching.gentle' })}</Detail>
        </>
      )}
      {view.status === 'outro' && (
        <>
          <PhaseHeading>{intl.formatMessage({ id: muscleStretchingOutroMessageId(view) })}</PhaseHeading>
          {view.endedEarly && <Detail>{intl.formatMessage({ id: 'tool.noXpShortRun' })}</Detail>}
        </>
      )}
      <RunControls tool={tool} started={view.status !== 'intro'}>
        {view.canSkip && (
          <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
            {intl.formatMessage({ id: 'muscleStretching.skip' })}
          </ToolButton>
        )}
        {view.status === 'move' && (
          <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'endNow' })}>
            {intl.formatMessage({ id: 'muscleStretching.endNow' })}
          </ToolButton>
        )}
      </RunControls>
    </ToolScaffold>
  );
}
