import { useIntl } from 'react-intl';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { useToolSession } from '../../../shared/hooks/use-tool-session';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  muscleStretchingOutroMessageId,
  muscleStretchingPhaseCue,
  muscleStretchingTool,
} from '../muscle-stretching-definition';

/**
 * Muscle stretching (spec §4, §9): four moves of 60, 60, 60 and 90 s; skip, end now, pause, resume. Skipping
 * through it pays no XP: a run pays once at least half of the stretching time was practised.
 */
export function MuscleStretchingTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('muscleStretching', props.name);
  const { state, view, dispatch, session } = useToolSession(muscleStretchingTool, props);
  const { phaseKey, announcement } = muscleStretchingPhaseCue(intl, view);
  const moveMs = state.config.moveDurationsMs[view.phaseIndex] ?? 0;

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
          <>
            <PhaseHeading>{intl.formatMessage({ id: muscleStretchingOutroMessageId(view) })}</PhaseHeading>
            {view.endedEarly && <Detail>{intl.formatMessage({ id: 'tool.noXpShortRun' })}</Detail>}
          </>
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
            <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
              {intl.formatMessage({ id: 'muscleStretching.skip' })}
            </ToolButton>
          )}
          {view.status === 'move' && (
            <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'endNow' })}>
              {intl.formatMessage({ id: 'muscleStretching.endNow' })}
            </ToolButton>
          )}
        </TimerControls>
      </Screen>
    </ToolLayout>
  );
}
