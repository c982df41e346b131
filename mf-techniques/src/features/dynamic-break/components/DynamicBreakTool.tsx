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
import { dynamicBreakPhaseCue, dynamicBreakTool } from '../dynamic-break-definition';

/** Short dynamic break (spec §4, §9): squats 60 s, jumps 30 s, walk 90 s, slow-down 30 s; Skip after half a phase. */
export function DynamicBreakTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('dynamicBreak', props.name);
  const { state, view, dispatch, session } = useToolSession(dynamicBreakTool, props);
  const { phaseKey, announcement } = dynamicBreakPhaseCue(intl, view);
  const { steps } = state.config;
  const phaseMs = steps[view.phaseIndex]?.durationMs ?? 0;

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
            <Instruction>{intl.formatMessage({ id: 'dynamicBreak.intro' })}</Instruction>
            <Detail>{intl.formatMessage({ id: 'dynamicBreak.safety' })}</Detail>
          </>
        )}
        {view.phase !== null && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: `dynamicBreak.phase.${view.phase}` })}</PhaseHeading>
            <Instruction>{intl.formatMessage({ id: `dynamicBreak.instruction.${view.phase}` })}</Instruction>
            <TimerDisplay
              remainingMs={view.phaseRemainingMs}
              progress={progressFraction(phaseMs - view.phaseRemainingMs, phaseMs)}
              label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
            />
            <Detail>
              {intl.formatMessage(
                { id: 'dynamicBreak.exerciseOf' },
                { number: view.phaseIndex + 1, total: steps.length },
              )}
            </Detail>
          </>
        )}
        {view.status === 'done' && (
          <PhaseHeading>{intl.formatMessage({ id: 'dynamicBreak.done' })}</PhaseHeading>
        )}
        <TimerControls
          state={timerControlState({
            started: view.status !== 'intro',
            isPaused: view.isPaused,
            isFinished: view.isFinished,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'running' ? () => dispatch({ type: 'reset' }) : undefined}
          finishedAction={restartAction(intl, dispatch)}
        >
          {view.status === 'running' && (
            <ToolButton
              $variant="secondary"
              offered={view.canSkip}
              onClick={() => dispatch({ type: 'skip' })}
            >
              {intl.formatMessage({ id: 'dynamicBreak.skip' })}
            </ToolButton>
          )}
        </TimerControls>
      </Screen>
    </ToolLayout>
  );
}
