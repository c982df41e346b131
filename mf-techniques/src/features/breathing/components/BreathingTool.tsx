import { useEffect } from 'react';
import type { IntlShape } from 'react-intl';
import { useBadgeNotice, useReducedMotion } from '@steady/app-frame';
import { Row } from '@steady/ui';
import { rateCompletedTechnique } from '@steady/user-state';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolButton } from '../../../shared/components/ToolButton';
import { BigFigure, Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import {
  breathingDoneMessageId,
  breathingEffectiveness,
  breathingPhaseCue,
  breathingTool,
} from '../breathing-definition';
import type { BreathingConfig, BreathingRating } from '../machine/breathing-machine';
import { BreathingCircle } from './BreathingCircle';
import { BreathingLength } from './BreathingLength';

function rhythmText(intl: IntlShape, config: BreathingConfig): string {
  const steps = config.pattern
    .filter((step) => step.durationMs > 0)
    .map((step) =>
      intl.formatMessage(
        { id: 'breathing.rhythmStep' },
        {
          phase: intl.formatMessage({ id: `breathing.phase.${step.phase}` }),
          seconds: intl.formatNumber(step.durationMs / 1000),
        },
      ),
    );
  return intl.formatMessage({ id: 'breathing.rhythm' }, { steps: steps.join(' · ') });
}

/**
 * Breath loop (spec §4): 3-s countdown, the mood's rhythm for 1, 2, 3 or 5 minutes ending on a full breath
 * out, then a thumbs up or down, saved as how much the sitting helped.
 */
export function BreathingTool(props: TechniqueToolProps) {
  const stillCircle = useReducedMotion();
  const announceBadges = useBadgeNotice();
  const tool = useTechniqueTool(breathingTool, props);
  const { intl, state, view, dispatch, session } = tool;
  const doneMessageId = breathingDoneMessageId(state);
  const { phaseKey, announcement } = breathingPhaseCue(intl, view, doneMessageId);
  const started = view.status !== 'idle';
  const showControls = view.status !== 'feedback';

  // Frame by frame only while the circle moves on screen; under reduced motion it is still, and the
  // bar and countdown change once a second.
  useEffect(() => {
    session.runner.setEveryFrame(!stillCircle);
    return () => session.runner.setEveryFrame(false);
  }, [session, stillCircle]);

  const rate = (rating: BreathingRating) => {
    dispatch({ type: 'feedback', rating });
    void session
      .currentRunResult()
      .then((result) =>
        result === null ? [] : rateCompletedTechnique(result, breathingEffectiveness[rating]),
      )
      .then(announceBadges)
      // The rating is a courtesy to the history: the run and its XP are saved already.
      .catch(() => undefined);
  };

  return (
    <ToolScaffold tool={tool} cue={{ phaseKey, announcement }}>
      {view.status === 'idle' && (
        <>
          <Instruction>
            {intl.formatMessage({ id: 'breathing.intro' }, { minutes: state.config.totalMs / 60_000 })}
          </Instruction>
          <Detail>{rhythmText(intl, state.config)}</Detail>
          <BreathingLength
            totalMs={state.config.totalMs}
            onChange={(totalMs) => dispatch({ type: 'setLength', totalMs })}
          />
          <Detail>{intl.formatMessage({ id: 'breathing.safety' })}</Detail>
        </>
      )}
      {view.status === 'countdown' && (
        <>
          <PhaseHeading>{intl.formatMessage({ id: 'breathing.getReady' })}</PhaseHeading>
          <BigFigure aria-hidden="true">{view.countdownSecondsLeft}</BigFigure>
        </>
      )}
      {view.status === 'running' && view.phase !== null && (
        <BreathingCircle scale={view.scale} still={stillCircle}>
          <PhaseHeading>{intl.formatMessage({ id: `breathing.phase.${view.phase}` })}</PhaseHeading>
          <Detail>
            {intl.formatMessage({ id: 'breathing.secondsInPhase' }, { seconds: view.phaseSecondsLeft })}
          </Detail>
        </BreathingCircle>
      )}
      {(view.status === 'countdown' || view.status === 'running') && (
        <TimerDisplay
          variant="bar"
          remainingMs={view.totalRemainingMs}
          progress={view.progress}
          label={intl.formatMessage({ id: 'tool.timeLeft' })}
        />
      )}
      {view.status === 'feedback' && (
        <>
          <PhaseHeading>{intl.formatMessage({ id: 'breathing.feedbackQuestion' })}</PhaseHeading>
          <Row>
            <ToolButton onClick={() => rate('up')}>
              <span aria-hidden="true">👍</span> {intl.formatMessage({ id: 'breathing.feedbackUp' })}
            </ToolButton>
            <ToolButton $variant="secondary" onClick={() => rate('down')}>
              <span aria-hidden="true">👎</span> {intl.formatMessage({ id: 'breathing.feedbackDown' })}
            </ToolButton>
          </Row>
        </>
      )}
      {view.status === 'done' && <Instruction>{intl.formatMessage({ id: doneMessageId })}</Instruction>}
      {showControls && <RunControls tool={tool} started={started} />}
    </ToolScaffold>
  );
}
