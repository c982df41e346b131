import type { IntlShape } from 'react-intl';
import { defineTool, storedWithDefaultConfig } from '../../shared/tool-scaffold/define-tool';
import { storedField } from '../../shared/session/stored-state';
import { elapsedMs } from '../../shared/timing/segment-clock';
import {
  defaultGroundingConfig,
  initialGroundingState,
  reduceGrounding,
  viewGrounding,
  type GroundingEvent,
  type GroundingState,
  type GroundingView,
} from './machine/grounding-machine';

const storageVersion = 1;

function groundingPhaseCue(intl: IntlShape, view: GroundingView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'outro')
    return { phaseKey: 'outro', announcement: intl.formatMessage({ id: 'grounding.outro' }) };
  const sense = view.step?.sense ?? 'see';
  if (view.nextVisible) {
    return { phaseKey: `${sense}-ready`, announcement: intl.formatMessage({ id: 'grounding.nextReady' }) };
  }
  return { phaseKey: sense, announcement: intl.formatMessage({ id: `grounding.prompt.${sense}` }) };
}

/** 5-4-3-2-1 grounding: under way from the first sense to the last Next. */
export const groundingTool = defineTool<GroundingState, GroundingEvent, GroundingView>({
  appName: 'grounding',
  runMs: defaultGroundingConfig.steps.length * defaultGroundingConfig.stepCountdownMs,
  runningStatus: 'step',
  initialState: () => initialGroundingState(),
  reduce: reduceGrounding,
  view: viewGrounding,
  // Time matters only until Next appears; after that the user moves on at their own pace.
  isTimerRunning: (view) => view.status === 'step' && !view.nextVisible && !view.isPaused,
  phaseCue: groundingPhaseCue,
  headline: (view) => ({
    remainingMs: view.phaseRemainingMs,
    labelId: null,
    fractionLeft: view.status === 'step' ? view.phaseRemainingMs / defaultGroundingConfig.stepCountdownMs : 0,
  }),
  progressMs: (state, now) =>
    state.status === 'step'
      ? state.stepIndex * state.config.stepCountdownMs +
        Math.min(elapsedMs(state.clock, now), state.config.stepCountdownMs)
      : 0,
  ...storedWithDefaultConfig(
    storageVersion,
    {
      intro: {},
      step: {
        stepIndex: (value) =>
          storedField.count(value) && (value as number) < defaultGroundingConfig.steps.length,
        clock: storedField.clock,
      },
      outro: {},
    },
    () => initialGroundingState(),
  ),
});
