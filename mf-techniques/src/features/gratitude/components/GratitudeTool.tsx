import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Alert } from '@steady/ui';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { readSessionValue, useSessionStorageMirror } from '../../../shared/hooks/use-session-storage-mirror';
import { wallClock } from '../../../shared/hooks/technique-clock';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  reduceGratitude,
  restoreGratitude,
  serializeGratitude,
  viewGratitude,
  type GratitudeView,
} from '../machine/gratitude-machine';

/** Where a practice under way survives a reload (spec §4: if started less than 10 minutes ago). */
export const gratitudeStorageKey = 'techniqueGratitude';

const isRunning = (view: GratitudeView) => view.status === 'running' && !view.isPaused;

function phaseCue(intl: IntlShape, view: GratitudeView) {
  if (view.status === 'completed') {
    return { phaseKey: 'completed', announcement: intl.formatMessage({ id: 'gratitude.completed' }) };
  }
  if (view.cueIndex === null) return { phaseKey: null, announcement: '' };
  return {
    phaseKey: `cue-${view.cueIndex}`,
    announcement: intl.formatMessage({ id: `gratitude.cue.${view.cueIndex}` }),
  };
}

/** Gratitude practice (spec §4, §9): 180 s with six cues; kept in sessionStorage, on wall-clock time. */
export function GratitudeTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('gratitude', name);
  const [restored] = useState(() => restoreGratitude(readSessionValue(gratitudeStorageKey), wallClock()));
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceGratitude,
    view: viewGratitude,
    createInitialState: () => restored,
    isTimerRunning: isRunning,
    clock: wallClock,
  });
  useSessionStorageMirror(gratitudeStorageKey, serializeGratitude(state));
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const isRestoredPractice =
    restored.status === 'running' &&
    state.status === 'running' &&
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
