import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { elapsedMs } from '../../shared/timing/segment-clock';
import {
  breathingConfigForMood,
  breathingDefaultTotalMs,
  initialBreathingState,
  isBreathingLength,
  reduceBreathing,
  viewBreathing,
  type BreathingEvent,
  type BreathingState,
  type BreathingView,
} from './machine/breathing-machine';

const storageVersion = 1;

/**
 * The thumbs on the 5-point effectiveness scale of the history (1 = did not help, 5 = helped a lot): a
 * coarse answer, so each lands inside its half rather than at an extreme.
 */
export const breathingEffectiveness = { up: 4, down: 2 } as const;

export function breathingPhaseCue(intl: IntlShape, view: BreathingView, doneMessageId: string) {
  switch (view.status) {
    case 'idle':
      return { phaseKey: null, announcement: '' };
    case 'countdown':
      return {
        phaseKey: 'countdown',
        announcement: intl.formatMessage({ id: 'breathing.getReadyAnnouncement' }),
      };
    case 'running':
      return {
        phaseKey: `${view.phase}-${view.cycleNumber}`,
        announcement: intl.formatMessage({ id: `breathing.phase.${view.phase ?? 'inhale'}` }),
      };
    case 'feedback':
      return { phaseKey: 'feedback', announcement: intl.formatMessage({ id: 'breathing.feedbackQuestion' }) };
    case 'done':
      return { phaseKey: 'done', announcement: intl.formatMessage({ id: doneMessageId }) };
  }
}

export function breathingDoneMessageId(state: BreathingState): string {
  return state.status === 'done' && state.rating === 'down' ? 'breathing.doneDown' : 'breathing.doneUp';
}

/** The breath loop for the state it was opened for (the anxiety rhythm by default). */
export const breathingTool: ToolDefinition<BreathingState, BreathingEvent, BreathingView> = {
  appName: 'breathing',
  safetyNotes: true,
  runMs: breathingDefaultTotalMs,
  initialState: ({ mood }) => initialBreathingState(breathingConfigForMood(mood ?? 'anxiety')),
  reduce: reduceBreathing,
  view: viewBreathing,
  isTimerRunning: (view) => (view.status === 'countdown' || view.status === 'running') && !view.isPaused,
  isUnderWay: (view) => view.status === 'countdown' || view.status === 'running',
  // The announcement of "done" depends on the rating, which the state holds, not the view.
  phaseCue: (intl, view) => breathingPhaseCue(intl, view, 'breathing.doneUp'),
  headline: (view) => ({
    remainingMs: view.totalRemainingMs,
    labelId: null,
    fractionLeft: 1 - view.progress,
  }),
  progressMs: (state, now) =>
    state.status === 'running' ? elapsedMs(state.clock, now) - state.config.countdownMs : 0,
  serialize: (state) => serializeState(storageVersion, state, { totalMs: state.config.totalMs }),
  restore: (serialized, { mood }) => {
    const fresh = initialBreathingState(breathingConfigForMood(mood ?? 'anxiety'));
    const read = readState(
      serialized,
      storageVersion,
      {
        idle: {},
        countdown: { clock: storedField.clock },
        running: { clock: storedField.clock },
        feedback: {},
        done: { rating: storedField.oneOf('up', 'down') },
      },
      { completedAtMs: storedField.nullableTimestamp, totalMs: storedField.count },
    );
    if (read === null || !isBreathingLength(read.totalMs as number)) return fresh;
    const { totalMs, ...stored } = read;
    return { ...stored, config: { ...fresh.config, totalMs } } as BreathingState;
  },
};
