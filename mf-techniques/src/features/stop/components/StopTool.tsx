import { useIntl } from 'react-intl';
import {
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { BigFigure, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { useToolSession } from '../../../shared/hooks/use-tool-session';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import { stopPhaseCue, stopTool } from '../stop-definition';

/** S.T.O.P. (spec §4, §9): Stop 15 s, Take a breath 10 s, Observe 20 s, Proceed 15 s; back after a reload. */
export function StopTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('stop', props.name);
  const { view, dispatch, session } = useToolSession(stopTool, props);
  const { phaseKey, announcement } = stopPhaseCue(intl, view);
  const stepMs = view.step?.durationMs ?? 0;

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
        {view.status === 'message' && (
          <PhaseHeading>{intl.formatMessage({ id: 'stop.message' })}</PhaseHeading>
        )}
        {view.status !== 'message' && (
          <TimerControls
            state={timerControlState({
              started: view.status === 'step',
              isPaused: view.isPaused,
              isFinished: false,
            })}
            {...standardTimerHandlers(dispatch)}
            onReset={view.status === 'step' ? () => dispatch({ type: 'reset' }) : undefined}
          />
        )}
      </Screen>
    </ToolLayout>
  );
}
