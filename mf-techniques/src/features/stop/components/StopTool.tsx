import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Alert } from '@steady/ui';
import {
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { BigFigure, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { wallClock } from '../../../shared/hooks/technique-clock';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { readSessionValue, useSessionStorageMirror } from '../../../shared/hooks/use-session-storage-mirror';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import { reduceStop, restoreStop, serializeStop, viewStop, type StopView } from '../machine/stop-machine';

/** Where a practice under way survives a reload (spec §4). */
export const stopStorageKey = 'techniqueStop';

/** The 3-s completion message also runs on the clock: it returns to the splash by itself. */
const isRunning = (view: StopView) => (view.status === 'step' && !view.isPaused) || view.status === 'message';

function phaseCue(intl: IntlShape, view: StopView) {
  if (view.status === 'message')
    return { phaseKey: 'message', announcement: intl.formatMessage({ id: 'stop.message' }) };
  if (view.step === null) return { phaseKey: null, announcement: '' };
  return { phaseKey: view.step.id, announcement: intl.formatMessage({ id: `stop.step.${view.step.id}` }) };
}

/** S.T.O.P. (spec §4, §9): Stop 15 s, Take a breath 10 s, Observe 20 s, Proceed 15 s; kept in sessionStorage. */
export function StopTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('stop', name);
  const [restored] = useState(() => restoreStop(readSessionValue(stopStorageKey), wallClock()));
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceStop,
    view: viewStop,
    createInitialState: () => restored,
    isTimerRunning: isRunning,
    clock: wallClock,
  });
  useSessionStorageMirror(stopStorageKey, serializeStop(state));
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const stepMs = view.step?.durationMs ?? 0;
  const isRestoredPractice =
    restored.status === 'step' &&
    state.status === 'step' &&
    state.startedAtEpochMs === restored.startedAtEpochMs;

  return (
    <ToolLayout
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      completion={completion}
      onClose={onClose}
    >
      <Screen>
        {isRestoredPractice && <Alert tone="info">{intl.formatMessage({ id: 'tool.restored' })}</Alert>}
        {view.status === 'splash' && (
          <>
            <BigFigure aria-hidden="true">{intl.formatMessage({ id: 'stop.letters' })}</BigFigure>
            <Instruction>{intl.formatMessage({ id: 'stop.intro' })}</Instruction>
          </>
        )}
        {view.step !== null && (
          <>
            <BigFigure aria-hidden="true">
              {intl.formatMessage({ id: `stop.letter.${view.step.id}` })}
            </BigFigure>
            <PhaseHeading>{intl.formatMessage({ id: `stop.step.${view.step.id}` })}</PhaseHeading>
            <Instruction>{intl.formatMessage({ id: `stop.instruction.${view.step.id}` })}</Instruction>
            <TimerDisplay
              remainingMs={view.phaseRemainingMs}
              progress={progressFraction(stepMs - view.phaseRemainingMs, stepMs)}
              label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
            />
          </>
        )}
        {view.status === 'message' && (
          <PhaseHeading>{intl.formatMessage({ id: 'stop.message' })}</PhaseHeading>
        )}
        {view.status !== 'message' && (
          <TimerControls
            state={timerControlState({
              started: view.status === 'step',
              isPaused: view.isPaused,
              isFinished: false,
            })}
            {...standardTimerHandlers(dispatch)}
            onReset={view.status === 'step' ? () => dispatch({ type: 'reset' }) : undefined}
          />
        )}
      </Screen>
    </ToolLayout>
  );
}
