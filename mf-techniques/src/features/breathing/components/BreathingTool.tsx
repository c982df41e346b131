import { useIntl, type IntlShape } from 'react-intl';
import { Button, Row } from '@steady/ui';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { BigFigure, Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { usePrefersReducedMotion } from '../../../shared/hooks/use-prefers-reduced-motion';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  breathingConfigForMood,
  initialBreathingState,
  reduceBreathing,
  viewBreathing,
  type BreathingConfig,
  type BreathingView,
} from '../machine/breathing-machine';
import { BreathingCircle } from './BreathingCircle';

const isBreathing = (view: BreathingView) =>
  (view.status === 'countdown' || view.status === 'running') && !view.isPaused;

function rhythmText(intl: IntlShape, config: BreathingConfig): string {
  const steps = config.pattern
    .filter((step) => step.durationMs > 0)
    .map((step) =>
      intl.formatMessage(
        { id: 'breathing.rhythmStep' },
        {
          phase: intl.formatMessage({ id: `breathing.phase.${step.phase}` }),
          seconds: intl.formatNumber(step.durationMs / 1000),
        },
      ),
    );
  return intl.formatMessage({ id: 'breathing.rhythm' }, { steps: steps.join(' · ') });
}

function phaseCue(intl: IntlShape, view: BreathingView, doneMessageId: string) {
  switch (view.status) {
    case 'idle':
      return { phaseKey: null, announcement: '' };
    case 'countdown':
      return {
        phaseKey: 'countdown',
        announcement: intl.formatMessage({ id: 'breathing.getReadyAnnouncement' }),
      };
    case 'running':
      return {
        phaseKey: `${view.phase}-${view.cycleNumber}`,
        announcement: intl.formatMessage({ id: `breathing.phase.${view.phase ?? 'inhale'}` }),
      };
    case 'feedback':
      return { phaseKey: 'feedback', announcement: intl.formatMessage({ id: 'breathing.feedbackQuestion' }) };
    case 'done':
      return { phaseKey: 'done', announcement: intl.formatMessage({ id: doneMessageId }) };
  }
}

/** Breath loop (spec §4): 3-s countdown, the mood's rhythm for 2 minutes, then a thumbs up or down. */
export function BreathingTool({ techniqueId, xp, mood = 'anxiety', name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const stillCircle = usePrefersReducedMotion();
  const toolName = useTechniqueName('breathing', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceBreathing,
    view: viewBreathing,
    createInitialState: () => initialBreathingState(breathingConfigForMood(mood)),
    isTimerRunning: isBreathing,
    // Frame by frame: the circle moves continuously, and the countdown ends on the exact frame.
    everyFrame: true,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const doneMessageId =
    state.status === 'done' && state.rating === 'down' ? 'breathing.doneDown' : 'breathing.doneUp';
  const { phaseKey, announcement } = phaseCue(intl, view, doneMessageId);
  const started = view.status !== 'idle';
  const showControls = view.status !== 'feedback';

  return (
    <ToolLayout
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      completion={completion}
      onClose={onClose}
    >
      <Screen>
        {view.status === 'idle' && (
          <>
            <Instruction>
              {intl.formatMessage({ id: 'breathing.intro' }, { minutes: state.config.totalMs / 60_000 })}
            </Instruction>
            <Detail>{rhythmText(intl, state.config)}</Detail>
            <Detail>{intl.formatMessage({ id: 'breathing.safety' })}</Detail>
          </>
        )}
        {view.status === 'countdown' && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: 'breathing.getReady' })}</PhaseHeading>
            <BigFigure aria-hidden="true">{view.countdownSecondsLeft}</BigFigure>
          </>
        )}
        {view.status === 'running' && view.phase !== null && (
          <BreathingCircle scale={view.scale} still={stillCircle}>
            <PhaseHeading>{intl.formatMessage({ id: `breathing.phase.${view.phase}` })}</PhaseHeading>
            <Detail>
              {intl.formatMessage({ id: 'breathing.secondsInPhase' }, { seconds: view.phaseSecondsLeft })}
            </Detail>
          </BreathingCircle>
        )}
        {(view.status === 'countdown' || view.status === 'running') && (
          <TimerDisplay
            variant="bar"
            remainingMs={view.totalRemainingMs}
            progress={view.progress}
            label={intl.formatMessage({ id: 'tool.timeLeft' })}
          />
        )}
        {view.status === 'feedback' && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: 'breathing.feedbackQuestion' })}</PhaseHeading>
            <Row>
              <Button onClick={() => dispatch({ type: 'feedback', rating: 'up' })}>
                <span aria-hidden="true">👍</span> {intl.formatMessage({ id: 'breathing.feedbackUp' })}
              </Button>
              <Button $variant="secondary" onClick={() => dispatch({ type: 'feedback', rating: 'down' })}>
                <span aria-hidden="true">👎</span> {intl.formatMessage({ id: 'breathing.feedbackDown' })}
              </Button>
            </Row>
          </>
        )}
        {view.status === 'done' && <Instruction>{intl.formatMessage({ id: doneMessageId })}</Instruction>}
        {showControls && (
          <TimerControls
            state={timerControlState({ started, isPaused: view.isPaused, isFinished: view.isFinished })}
            {...standardTimerHandlers(dispatch)}
            onReset={started ? () => dispatch({ type: 'reset' }) : undefined}
            finishedAction={restartAction(intl, dispatch)}
          />
        )}
      </Screen>
    </ToolLayout>
  );
}
