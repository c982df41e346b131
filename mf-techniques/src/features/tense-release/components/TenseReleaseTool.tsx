import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { progressFraction } from '../../../shared/timing/phase-sequence';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import type { TenseReleaseConfig, TenseReleaseView } from '../machine/tense-release-machine';
import { tenseReleasePhaseTitle, tenseReleaseTool } from '../tense-release-definition';

function phaseDurationMs(config: TenseReleaseConfig, view: TenseReleaseView): number {
  return view.phase === 'relax' ? config.relaxMs : config.tenseMs;
}

/** Tense and release (spec §4, §9): four body groups, three rounds each of 8 s tense and 5 s release. */
export function TenseReleaseTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(tenseReleaseTool, props);
  const { intl, state, view } = tool;
  const { config } = state;
  const phaseMs = phaseDurationMs(config, view);

  return (
    <ToolScaffold tool={tool}>
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
      <RunControls tool={tool} started={view.status !== 'intro'} />
    </ToolScaffold>
  );
}
