import type { IntlShape } from 'react-intl';
import { elapsedMs } from '../../shared/timing/segment-clock';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import {
  defaultPomodoroConfig,
  initialPomodoroState,
  reducePomodoro,
  viewPomodoro,
  type PomodoroEvent,
  type PomodoroState,
  type PomodoroView,
} from './machine/pomodoro-machine';

const phases = ['work', 'shortBreak', 'longBreak'] as const;
const storageVersion = 1;

function pomodoroPhaseCue(intl: IntlShape, view: PomodoroView) {
  const round = view.completedWorkSessions;
  if (view.phase !== null) {
    return {
      phaseKey: `${view.phase}-${round}`,
      announcement: intl.formatMessage({ id: `pomodoro.phase.${view.phase}` }),
    };
  }
  if (view.nextPhase !== null) {
    return {
      phaseKey: `ready-${view.nextPhase}-${round}`,
      announcement: intl.formatMessage({ id: pomodoroReadyMessageId(view) }),
    };
  }
  return { phaseKey: null, announcement: '' };
}

/** What the waiting screen says; never "Well done" after a skipped focus session. */
export function pomodoroReadyMessageId(view: PomodoroView): string {
  return view.afterSkip && view.nextPhase === 'shortBreak'
    ? 'pomodoro.ready.shortBreakAfterSkip'
    : `pomodoro.ready.${view.nextPhase ?? 'work'}`;
}

/** Pomodoro has no end: it is under way from the first Start until reset, its breaks included. */
export const pomodoroTool: ToolDefinition<PomodoroState, PomodoroEvent, PomodoroView> = {
  appName: 'pomodoro',
  runMs: defaultPomodoroConfig.workMs,
  initialState: () => initialPomodoroState(),
  reduce: reducePomodoro,
  view: viewPomodoro,
  isTimerRunning: (view) => view.status === 'running' && !view.isPaused,
  isUnderWay: (view) => view.status !== 'idle',
  phaseCue: pomodoroPhaseCue,
  headline: (view) => {
    const phase = view.phase ?? view.nextPhase ?? 'work';
    // The view's progress is the current phase's, like the time left.
    return {
      remainingMs: view.phaseRemainingMs,
      labelId: `pomodoro.phase.${phase}`,
      fractionLeft: 1 - view.progress,
    };
  },
  // Completed focus sessions and the one under way.
  progressMs: (state, now) => {
    const running = state.status === 'running' && state.phase === 'work' ? elapsedMs(state.clock, now) : 0;
    return state.completedWorkSessions * state.config.workMs + running;
  },
  serialize: (state) => serializeState(storageVersion, state, { autoStart: state.config.autoStart }),
  restore: (serialized) => {
    const read = readState(
      serialized,
      storageVersion,
      {
        idle: {},
        running: { phase: storedField.oneOf(...phases), clock: storedField.clock },
        ready: { nextPhase: storedField.oneOf(...phases), afterSkip: storedField.flag },
      },
      {
        completedWorkSessions: storedField.count,
        completedAtMs: storedField.nullableTimestamp,
        autoStart: storedField.flag,
      },
    );
    if (read === null) return initialPomodoroState();
    const { autoStart, ...stored } = read;
    return { ...stored, config: { ...defaultPomodoroConfig, autoStart } } as PomodoroState;
  },
};
