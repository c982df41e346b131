import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@steady/ui';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  initialMuscleStretchingState,
  reduceMuscleStretching,
  viewMuscleStretching,
  type MuscleStretchingView,
} from '../machine/muscle-stretching-machine';

const isRunning = (view: MuscleStretchingView) => view.status === 'move' && !view.isPaused;

function outroMessageId(view: MuscleStretchingView): string {
  return view.endedEarly ? 'muscleStretching.endedEarly' : 'muscleStretching.completed';
}

function phaseCue(intl: IntlShape, view: MuscleStretchingView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'outro')
    return { phaseKey: 'outro', announcement: intl.formatMessage({ id: outroMessageId(view) }) };
  return {
    phaseKey: `move-${view.moveNumber}`,
    announcement: intl.formatMessage({ id: `muscleStretching.move.${view.moveNumber}` }),
  };
}

/** Muscle stretching (spec §4, §9): four moves of 60, 60, 60 and 90 s; skip, end now, pause, resume. */
export function MuscleStretchingTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('muscleStretching', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceMuscleStretching,
    view: viewMuscleStretching,
    createInitialState: () => initialMuscleStretchingState(),
    isTimerRunning: isRunning,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const moveMs = state.config.moveDurationsMs[view.phaseIndex] ?? 0;

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
            <Instruction>
              {intl.formatMessage({ id: `muscleStretching.move.${view.moveNumber}` })}
            </Instruction>
            <TimerDisplay
              remainingMs={view.phaseRemainingMs}
              progress={progressFraction(moveMs - view.phaseRemainingMs, moveMs)}
              label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
            />
            <Detail>{intl.formatMessage({ id: 'muscleStretching.gentle' })}</Detail>
          </>
        )}
        {view.status === 'outro' && (
          <PhaseHeading>{intl.formatMessage({ id: outroMessageId(view) })}</PhaseHeading>
        )}
        <TimerControls
          state={timerControlState({
            started: view.status !== 'intro',
            isPaused: view.isPaused,
            isFinished: view.isFinished,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'move' ? () => dispatch({ type: 'reset' }) : undefined}
          finishedAction={restartAction(intl, dispatch)}
        >
          {view.canSkip && (
            <Button $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
              {intl.formatMessage({ id: 'muscleStretching.skip' })}
            </Button>
          )}
          {view.status === 'move' && (
            <Button $variant="secondary" onClick={() => dispatch({ type: 'endNow' })}>
              {intl.formatMessage({ id: 'muscleStretching.endNow' })}
            </Button>
          )}
        </TimerControls>
      </Screen>
    </ToolLayout>
  );
}
