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
  initialDynamicBreakState,
  reduceDynamicBreak,
  viewDynamicBreak,
  type DynamicBreakView,
} from '../machine/dynamic-break-machine';

const isRunning = (view: DynamicBreakView) => view.status === 'running' && !view.isPaused;

function phaseCue(intl: IntlShape, view: DynamicBreakView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'done')
    return { phaseKey: 'done', announcement: intl.formatMessage({ id: 'dynamicBreak.done' }) };
  const phase = view.phase ?? 'squats';
  return { phaseKey: phase, announcement: intl.formatMessage({ id: `dynamicBreak.phase.${phase}` }) };
}

/** Short dynamic break (spec §4, §9): squats 60 s, jumps 30 s, walk 90 s, slow-down 30 s; Skip after half a phase. */
export function DynamicBreakTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('dynamicBreak', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceDynamicBreak,
    view: viewDynamicBreak,
    createInitialState: () => initialDynamicBreakState(),
    isTimerRunning: isRunning,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const { steps } = state.config;
  const phaseMs = steps[view.phaseIndex]?.durationMs ?? 0;

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
          {view.canSkip && (
            <Button $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
              {intl.formatMessage({ id: 'dynamicBreak.skip' })}
            </Button>
          )}
        </TimerControls>
      </Screen>
    </ToolLayout>
  );
}
