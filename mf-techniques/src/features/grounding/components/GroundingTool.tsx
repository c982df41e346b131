import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { BigFigure, Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { groundingTool } from '../grounding-definition';

/**
 * 5-4-3-2-1 grounding (spec §4): one sense at a time; Next appears after 20 s with each. Next is its own
 * button beside Pause (its place kept during the wait), so a double press on Next never pauses the next sense.
 */
export function GroundingTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(groundingTool, props);
  const { intl, state, view, dispatch } = tool;
  const { stepCountdownMs, steps } = state.config;

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'intro' && <Instruction>{intl.formatMessage({ id: 'grounding.intro' })}</Instruction>}
      {view.step !== null && (
        <>
          <BigFigure aria-hidden="true">{view.step.count}</BigFigure>
          <PhaseHeading>{intl.formatMessage({ id: `grounding.prompt.${view.step.sense}` })}</PhaseHeading>
          <Instruction>{intl.formatMessage({ id: `grounding.hint.${view.step.sense}` })}</Instruction>
          <Detail>
            {intl.formatMessage(
              { id: 'grounding.senseOf' },
              { number: view.phaseIndex + 1, total: steps.length },
            )}
          </Detail>
          {view.nextVisible ? (
            <Detail>{intl.formatMessage({ id: 'grounding.nextReady' })}</Detail>
          ) : (
            <>
              <Detail>{intl.formatMessage({ id: 'grounding.takeYourTime' })}</Detail>
              <TimerDisplay
                remainingMs={view.phaseRemainingMs}
                progress={progressFraction(stepCountdownMs - view.phaseRemainingMs, stepCountdownMs)}
                label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
              />
            </>
          )}
        </>
      )}
      {view.status === 'outro' && (
        <PhaseHeading>{intl.formatMessage({ id: 'grounding.outro' })}</PhaseHeading>
      )}
      <RunControls
        tool={tool}
        started={view.status !== 'intro'}
        finishedAction={{
          label: intl.formatMessage({ id: 'grounding.replay' }),
          onClick: () => dispatch({ type: 'replay' }),
        }}
      >
        {view.status === 'step' && (
          <ToolButton offered={view.nextVisible} onClick={() => dispatch({ type: 'next' })}>
            {intl.formatMessage({ id: 'grounding.next' })}
          </ToolButton>
        )}
      </RunControls>
    </ToolScaffold>
  );
}
