import type { IntlShape } from 'react-intl';
import { defineTool, storedWithDefaultConfig } from '../../shared/tool-scaffold/define-tool';
import { storedField } from '../../shared/session/stored-state';
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

function muscleStretchingPhaseCue(intl: IntlShape, view: MuscleStretchingView) {
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

export const muscleStretchingTool = defineTool<
  MuscleStretchingState,
  MuscleStretchingEvent,
  MuscleStretchingView
>({
  appName: 'muscleStretching',
  safetyNotes: true,
  runMs: totalDurationMs(defaultMuscleStretchingConfig.moveDurationsMs),
  runningStatus: 'move',
  initialState: () => initialMuscleStretchingState(),
  reduce: reduceMuscleStretching,
  view: viewMuscleStretching,
  phaseCue: muscleStretchingPhaseCue,
  progressMs: practisedStretchingMs,
  ...storedWithDefaultConfig(
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
    () => initialMuscleStretchingState(),
  ),
});
