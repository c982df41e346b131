import { useIntl, type IntlShape } from 'react-intl';
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
  initialTenseReleaseState,
  reduceTenseRelease,
  viewTenseRelease,
  type TenseReleaseConfig,
  type TenseReleaseView,
} from '../machine/tense-release-machine';

const isRunning = (view: TenseReleaseView) => view.status === 'running' && !view.isPaused;

function phaseTitle(intl: IntlShape, view: TenseReleaseView): string {
  const group = intl.formatMessage({ id: `tenseRelease.group.${view.groupId ?? 'handsAndArms'}` });
  return intl.formatMessage({ id: `tenseRelease.phase.${view.phase ?? 'tense'}` }, { group });
}

function phaseCue(intl: IntlShape, view: TenseReleaseView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'done')
    return { phaseKey: 'done', announcement: intl.formatMessage({ id: 'tenseRelease.done' }) };
  return { phaseKey: `phase-${view.phaseIndex}`, announcement: phaseTitle(intl, view) };
}

function phaseDurationMs(config: TenseReleaseConfig, view: TenseReleaseView): number {
  return view.phase === 'relax' ? config.relaxMs : config.tenseMs;
}

/** Tense and release (spec §4, §9): four body groups, three rounds each of 8 s tense and 5 s release. */
export function TenseReleaseTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('tenseRelease', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceTenseRelease,
    view: viewTenseRelease,
    createInitialState: () => initialTenseReleaseState(),
    isTimerRunning: isRunning,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const { config } = state;
  const phaseMs = phaseDurationMs(config, view);

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
          <Instruction>{intl.formatMessage({ id: 'tenseRelease.intro' })}</Instruction>
        )}
        {view.status === 'running' && view.groupId !== null && (
          <>
            <PhaseHeading>{phaseTitle(intl, view)}</PhaseHeading>
            <Instruction>
              {intl.formatMessage({
                id: view.phase === 'relax' ? 'tenseRelease.relax' : `tenseRelease.tense.${view.groupId}`,
              })}
            </Instruction>
            <TimerDisplay
              remainingMs={view.phaseRemainingMs}
              progress={progressFraction(phaseMs - view.phaseRemainingMs, phaseMs)}
              label={intl.formatMessage({ id: 'tool.timeLeftInStep' })}
            />
            <Detail>
              {intl.formatMessage(
                { id: 'tenseRelease.progress' },
                {
                  group: view.groupIndex + 1,
                  groups: config.groupIds.length,
                  round: view.cycleNumber,
                  rounds: config.cyclesPerGroup,
                },
              )}
            </Detail>
          </>
        )}
        {view.status === 'done' && (
          <PhaseHeading>{intl.formatMessage({ id: 'tenseRelease.done' })}</PhaseHeading>
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
        />
      </Screen>
    </ToolLayout>
  );
}
