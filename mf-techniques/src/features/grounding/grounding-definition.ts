import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
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

export function groundingPhaseCue(intl: IntlShape, view: GroundingView) {
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
export const groundingTool: ToolDefinition<GroundingState, GroundingEvent, GroundingView> = {
  appName: 'grounding',
  runMs: defaultGroundingConfig.steps.length * defaultGroundingConfig.stepCountdownMs,
  initialState: () => initialGroundingState(),
  reduce: reduceGrounding,
  view: viewGrounding,
  // Time matters only until Next appears; after that the user moves on at their own pace.
  isTimerRunning: (view) => view.status === 'step' && !view.nextVisible && !view.isPaused,
  isUnderWay: (view) => view.status === 'step',
  phaseCue: groundingPhaseCue,
  headline: (view) => ({ remainingMs: view.phaseRemainingMs, labelId: null }),
  progressMs: (state, now) =>
    state.status === 'step'
      ? state.stepIndex * state.config.stepCountdownMs +
        Math.min(elapsedMs(state.clock, now), state.config.stepCountdownMs)
      : 0,
  serialize: (state) => serializeState(storageVersion, state),
  restore: (serialized) => {
    const read = readState(
      serialized,
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
      { completedAtMs: storedField.nullableTimestamp },
    );
    return read === null
      ? initialGroundingState()
      : ({ ...read, config: defaultGroundingConfig } as GroundingState);
  },
};
