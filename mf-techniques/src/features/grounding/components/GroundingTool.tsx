import { useIntl, type IntlShape } from 'react-intl';
import {
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { BigFigure, Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  initialGroundingState,
  reduceGrounding,
  viewGrounding,
  type GroundingView,
} from '../machine/grounding-machine';

/** Time matters only until Next appears; after that the user moves on at their own pace. */
const isCountingDown = (view: GroundingView) => view.status === 'step' && !view.nextVisible && !view.isPaused;

function phaseCue(intl: IntlShape, view: GroundingView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'outro')
    return { phaseKey: 'outro', announcement: intl.formatMessage({ id: 'grounding.outro' }) };
  const sense = view.step?.sense ?? 'see';
  if (view.nextVisible) {
    return { phaseKey: `${sense}-ready`, announcement: intl.formatMessage({ id: 'grounding.nextReady' }) };
  }
  return { phaseKey: sense, announcement: intl.formatMessage({ id: `grounding.prompt.${sense}` }) };
}

/** 5-4-3-2-1 grounding (spec §4): one sense at a time; Next appears after 20 s with each. */
export function GroundingTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('grounding', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceGrounding,
    view: viewGrounding,
    createInitialState: () => initialGroundingState(),
    isTimerRunning: isCountingDown,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const { stepCountdownMs, steps } = state.config;
  const countdownDone = view.status === 'outro' || view.nextVisible;
  const finishedAction =
    view.status === 'outro'
      ? { label: intl.formatMessage({ id: 'grounding.replay' }), onClick: () => dispatch({ type: 'replay' }) }
      : { label: intl.formatMessage({ id: 'grounding.next' }), onClick: () => dispatch({ type: 'next' }) };

  return (
    <ToolLayout
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      completion={completion}
      onClose={onClose}
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
            isFinished: countdownDone,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'step' ? () => dispatch({ type: 'reset' }) : undefined}
          finishedAction={finishedAction}
        />
      </Screen>
    </ToolLayout>
  );
}
