import { useIntl } from 'react-intl';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { useToolSession } from '../../../shared/hooks/use-tool-session';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import { gratitudePhaseCue, gratitudeTool } from '../gratitude-definition';

/** Gratitude practice (spec §4, §9): 180 s with six cues; back after a reload if started less than 10 minutes ago. */
export function GratitudeTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('gratitude', props.name);
  const { view, dispatch, session } = useToolSession(gratitudeTool, props);
  const { phaseKey, announcement } = gratitudePhaseCue(intl, view);

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
        {view.status === 'idle' && <Instruction>{intl.formatMessage({ id: 'gratitude.intro' })}</Instruction>}
        {view.cueIndex !== null && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: `gratitude.cue.${view.cueIndex}` })}</PhaseHeading>
            <TimerDisplay
              remainingMs={view.totalRemainingMs}
              progress={view.progress}
              label={intl.formatMessage({ id: 'tool.timeLeft' })}
            />
          </>
        )}
        {view.status === 'completed' && (
          <PhaseHeading>{intl.formatMessage({ id: 'gratitude.completed' })}</PhaseHeading>
        )}
        <TimerControls
          state={timerControlState({
            started: view.status !== 'idle',
            isPaused: view.isPaused,
            isFinished: view.isFinished,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'running' ? () => dispatch({ type: 'reset' }) : undefined}
          finishedAction={restartAction(intl, dispatch)}
        />
      </Screen>
    </ToolLayout>
  );
}
