import { useIntl } from 'react-intl';
import { TimerControls, timerControlState } from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import {
  CheckboxLabel,
  Detail,
  Instruction,
  PhaseHeading,
  Screen,
} from '../../../shared/components/tool-styles';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { useToolSession } from '../../../shared/hooks/use-tool-session';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import { pomodoroPhaseCue, pomodoroReadyMessageId, pomodoroTool } from '../pomodoro-definition';

/**
 * Pomodoro (spec §4, §9): 25-minute focus sessions, 5-minute breaks, a 15-minute break after every fourth
 * session; the next phase can start on its own. Space toggles, R resets. Each focus session that runs its
 * full time pays the technique's XP; a skipped one pays nothing.
 */
export function PomodoroTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('pomodoro', props.name);
  const { state, view, dispatch, session } = useToolSession(pomodoroTool, props);
  const { phaseKey, announcement } = pomodoroPhaseCue(intl, view);
  const { workSessionsBeforeLongBreak, autoStart } = state.config;
  const sessionsInRound = view.completedWorkSessions % workSessionsBeforeLongBreak;

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
        {view.status === 'idle' && (
          <>
            <Instruction>{intl.formatMessage({ id: 'pomodoro.intro' })}</Instruction>
            <Detail>{intl.formatMessage({ id: 'pomodoro.xpPerSession' }, { xp: session.props.xp })}</Detail>
          </>
        )}
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
          <PhaseHeading>{intl.formatMessage({ id: pomodoroReadyMessageId(view) })}</PhaseHeading>
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
            <ToolButton $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
              {intl.formatMessage({ id: 'pomodoro.skip' })}
            </ToolButton>
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
