import { useEffect } from 'react';
import { useBadgeNotice, useReducedMotion } from '@steady/app-frame';
import { rateCompletedTechnique } from '@steady/user-state';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { BigFigure, Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import {
  breathingDoneMessageId,
  breathingEffectiveness,
  breathingPhaseCue,
  breathingTool,
} from '../breathing-definition';
import type { BreathingRating } from '../machine/breathing-machine';
import { BreathingCircle } from './BreathingCircle';
import { BreathingFeedback } from './BreathingFeedback';
import { BreathingIntro } from './BreathingIntro';

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
        <BreathingIntro
          config={state.config}
          onLengthChange={(totalMs) => dispatch({ type: 'setLength', totalMs })}
        />
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
      {view.status === 'feedback' && <BreathingFeedback onRate={rate} />}
      {view.status === 'done' && <Instruction>{intl.formatMessage({ id: doneMessageId })}</Instruction>}
      {showControls && <RunControls tool={tool} started={started} />}
    </ToolScaffold>
  );
}
