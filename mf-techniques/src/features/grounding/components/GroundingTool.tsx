import { useIntl } from 'react-intl';
import {
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { BigFigure, Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { useToolSession } from '../../../shared/hooks/use-tool-session';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import { groundingPhaseCue, groundingTool } from '../grounding-definition';

/**
 * 5-4-3-2-1 grounding (spec §4): one sense at a time; Next appears after 20 s with each. Next is its own
 * button beside Pause (its place kept during the wait), so a double press on Next never pauses the next sense.
 */
export function GroundingTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('grounding', props.name);
  const { state, view, dispatch, session } = useToolSession(groundingTool, props);
  const { phaseKey, announcement } = groundingPhaseCue(intl, view);
  const { stepCountdownMs, steps } = state.config;

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
          <Instruction>{intl.formatMessage({ id: 'grounding.intro' })}</Instruction>
        )}
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
        <TimerControls
          state={timerControlState({
            started: view.status !== 'intro',
            isPaused: view.isPaused,
            isFinished: view.isFinished,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'step' ? () => dispatch({ type: 'reset' }) : undefined}
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
        </TimerControls>
      </Screen>
    </ToolLayout>
  );
}
