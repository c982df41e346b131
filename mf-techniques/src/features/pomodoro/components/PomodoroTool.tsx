import { TimerControls, timerControlState } from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { CheckboxLabel, Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { pomodoroReadyMessageId, pomodoroTool } from '../pomodoro-definition';
import { useSessionXp } from '../use-session-xp';

/**
 * Pomodoro (spec §4, §9): 25-minute focus sessions, 5-minute breaks, a 15-minute break after every fourth
 * session; the next phase can start on its own. Space toggles, R resets. Each focus session that runs its
 * full time pays the technique's XP; a skipped one pays nothing.
 */
export function PomodoroTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(pomodoroTool, props);
  const { intl, state, view, dispatch, session } = tool;
  const { workSessionsBeforeLongBreak, autoStart } = state.config;
  const sessionXp = useSessionXp(session.props.xp);
  const sessionsInRound = view.completedWorkSessions % workSessionsBeforeLongBreak;

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'idle' && (
        <>
          <Instruction>{intl.formatMessage({ id: 'pomodoro.intro' })}</Instruction>
          <Detail>{intl.formatMessage({ id: 'pomodoro.xpPerSession' }, { xp: sessionXp })}</Detail>
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
          view.nextPhase === null ? undefined : intl.formatMessage({ id: `pomodoro.start.${view.nextPhase}` })
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
    </ToolScaffold>
  );
}
