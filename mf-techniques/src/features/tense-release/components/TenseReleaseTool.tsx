import { useIntl } from 'react-intl';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Detail, Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import { useToolSession } from '../../../shared/hooks/use-tool-session';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import type { TenseReleaseConfig, TenseReleaseView } from '../machine/tense-release-machine';
import { tenseReleasePhaseCue, tenseReleasePhaseTitle, tenseReleaseTool } from '../tense-release-definition';

function phaseDurationMs(config: TenseReleaseConfig, view: TenseReleaseView): number {
  return view.phase === 'relax' ? config.relaxMs : config.tenseMs;
}

/** Tense and release (spec §4, §9): four body groups, three rounds each of 8 s tense and 5 s release. */
export function TenseReleaseTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('tenseRelease', props.name);
  const { state, view, dispatch, session } = useToolSession(tenseReleaseTool, props);
  const { phaseKey, announcement } = tenseReleasePhaseCue(intl, view);
  const { config } = state;
  const phaseMs = phaseDurationMs(config, view);

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
          <Instruction>{intl.formatMessage({ id: 'tenseRelease.intro' })}</Instruction>
        )}
        {view.status === 'running' && view.groupId !== null && (
          <>
            <PhaseHeading>{tenseReleasePhaseTitle(intl, view)}</PhaseHeading>
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
