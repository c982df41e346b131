import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { totalDurationMs } from '../../shared/timing/phase-sequence';
import {
  defaultMuscleStretchingConfig,
  initialMuscleStretchingState,
  practisedStretchingMs,
  reduceMuscleStretching,
  viewMuscleStretching,
  type MuscleStretchingEvent,
  type MuscleStretchingState,
  type MuscleStretchingView,
} from './machine/muscle-stretching-machine';

const storageVersion = 1;
const moveCount = defaultMuscleStretchingConfig.moveDurationsMs.length;

export function muscleStretchingOutroMessageId(view: MuscleStretchingView): string {
  return view.endedEarly ? 'muscleStretching.endedEarly' : 'muscleStretching.completed';
}

export function muscleStretchingPhaseCue(intl: IntlShape, view: MuscleStretchingView) {
  if (view.status === 'intro') return { phaseKey: null, announcement: '' };
  if (view.status === 'outro')
    return {
      phaseKey: 'outro',
      announcement: intl.formatMessage({ id: muscleStretchingOutroMessageId(view) }),
    };
  return {
    phaseKey: `move-${view.moveNumber}`,
    announcement: intl.formatMessage({ id: `muscleStretching.move.${view.moveNumber}` }),
  };
}

export const muscleStretchingTool: ToolDefinition<
  MuscleStretchingState,
  MuscleStretchingEvent,
  MuscleStretchingView
> = {
  appName: 'muscleStretching',
  runMs: totalDurationMs(defaultMuscleStretchingConfig.moveDurationsMs),
  initialState: () => initialMuscleStretchingState(),
  reduce: reduceMuscleStretching,
  view: viewMuscleStretching,
  isTimerRunning: (view) => view.status === 'move' && !view.isPaused,
  isUnderWay: (view) => view.status === 'move',
  phaseCue: muscleStretchingPhaseCue,
  headline: (view) => ({ remainingMs: view.totalRemainingMs, labelId: null }),
  progressMs: practisedStretchingMs,
  serialize: (state) => serializeState(storageVersion, state),
  restore: (serialized) => {
    const read = readState(
      serialized,
      storageVersion,
      {
        intro: {},
        move: {
          moveIndex: (value) => storedField.count(value) && (value as number) < moveCount,
          clock: storedField.clock,
          skippedMs: storedField.duration,
        },
        outro: { endedEarly: storedField.flag },
      },
      { completedAtMs: storedField.nullableTimestamp },
    );
    return read === null
      ? initialMuscleStretchingState()
      : ({ ...read, config: defaultMuscleStretchingConfig } as MuscleStretchingState);
  },
};
