import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@steady/ui';
import { TimerControls, timerControlState } from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import {
  CheckboxLabel,
  Detail,
  Instruction,
  PhaseHeading,
  Screen,
} from '../../../shared/components/tool-styles';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  initialPomodoroState,
  reducePomodoro,
  viewPomodoro,
  type PomodoroView,
} from '../machine/pomodoro-machine';

const isRunning = (view: PomodoroView) => view.status === 'running' && !view.isPaused;

function phaseCue(intl: IntlShape, view: PomodoroView) {
  const round = view.completedWorkSessions;
  if (view.phase !== null) {
    return {
      phaseKey: `${view.phase}-${round}`,
      announcement: intl.formatMessage({ id: `pomodoro.phase.${view.phase}` }),
    };
  }
  if (view.nextPhase !== null) {
    return {
      phaseKey: `ready-${view.nextPhase}-${round}`,
      announcement: intl.formatMessage({ id: `pomodoro.ready.${view.nextPhase}` }),
    };
  }
  return { phaseKey: null, announcement: '' };
}

/**
 * Pomodoro (spec §4, §9): 25-minute focus sessions, 5-minute breaks, a 15-minute break after every fourth
 * session; the next phase can start on its own. Space toggles, R resets.
 */
export function PomodoroTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('pomodoro', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reducePomodoro,
    view: viewPomodoro,
    createInitialState: () => initialPomodoroState(),
    isTimerRunning: isRunning,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const { workSessionsBeforeLongBreak, autoStart } = state.config;
  const sessionsInRound = view.completedWorkSessions % workSessionsBeforeLongBreak;

  return (
    <ToolLayout
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      completion={completion}
      onClose={onClose}
    >
      <Screen>
        {view.status === 'idle' && <Instruction>{intl.formatMessage({ id: 'pomodoro.intro' })}</Instruction>}
        {view.phase !== null && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: `pomodoro.phase.${view.phase}` })}</PhaseHeading>
            {view.phase === 'work' && (
              <Detail>
                {intl.formatMessage(
                  { id: 'pomodoro.sessionOf' },
                  { number: sessionsInRound + 1, total: workSessionsBeforeLongBreak },
                )}
              </Detail>
            )}
            <TimerDisplay
              remainingMs={view.phaseRemainingMs}
              progress={view.progress}
              label={intl.formatMessage({ id: 'tool.timeLeft' })}
            />
            <Instruction>
              {intl.formatMessage({
                id: view.phase === 'work' ? 'pomodoro.hint.work' : 'pomodoro.hint.break',
              })}
            </Instruction>
          </>
        )}
        {view.nextPhase !== null && (
          <PhaseHeading>{intl.formatMessage({ id: `pomodoro.ready.${view.nextPhase}` })}</PhaseHeading>
        )}
        {view.status !== 'idle' && (
          <Detail>
            {intl.formatMessage({ id: 'pomodoro.completedSessions' }, { count: view.completedWorkSessions })}
          </Detail>
        )}
        <TimerControls
          state={timerControlState({
            started: view.status === 'running',
            isPaused: view.isPaused,
            isFinished: false,
          })}
          onStart={() => dispatch({ type: 'start' })}
          startLabel={
            view.nextPhase === null
              ? undefined
              : intl.formatMessage({ id: `pomodoro.start.${view.nextPhase}` })
          }
          onPause={() => dispatch({ type: 'pause' })}
          onResume={() => dispatch({ type: 'resume' })}
          onReset={view.status === 'idle' ? undefined : () => dispatch({ type: 'reset' })}
          resetShortcut
        >
          {view.canSkip && (
            <Button $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
              {intl.formatMessage({ id: 'pomodoro.skip' })}
            </Button>
          )}
        </TimerControls>
        <CheckboxLabel>
          <input
            type="checkbox"
            checked={autoStart}
            onChange={(event) => dispatch({ type: 'setAutoStart', autoStart: event.target.checked })}
          />
          {intl.formatMessage({ id: 'pomodoro.autoStart' })}
        </CheckboxLabel>
      </Screen>
    </ToolLayout>
  );
}
