import type { CompletionStamp } from '../../../shared/timing/completion';
import { progressFraction, secondsLeft, secondsToMs } from '../../../shared/timing/phase-sequence';
import {
  carryOverClock,
  elapsedMs,
  instantAtElapsed,
  isClockPaused,
  pauseOrResume,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

type PomodoroPhase = 'work' | 'shortBreak' | 'longBreak';

interface PomodoroConfig {
  readonly workMs: number;
  readonly shortBreakMs: number;
  readonly longBreakMs: number;
  readonly workSessionsBeforeLongBreak: number;
  /** When false, the end of a phase waits in `ready` until the user starts the next one. */
  readonly autoStart: boolean;
}

const secondsPerMinute = 60;

export const defaultPomodoroConfig: PomodoroConfig = {
  workMs: secondsToMs(25 * secondsPerMinute),
  shortBreakMs: secondsToMs(5 * secondsPerMinute),
  longBreakMs: secondsToMs(15 * secondsPerMinute),
  workSessionsBeforeLongBreak: 4,
  autoStart: false,
};

interface PomodoroCommon extends CompletionStamp {
  readonly config: PomodoroConfig;
  /** Work sessions that ran to their end; skipped ones do not count. */
  readonly completedWorkSessions: number;
}

/**
 * `completedAtMs` marks the end of the latest work session that ran its full time: each one is a completed
 * run and pays (a skipped one does not). `afterSkip`: the phase before the waiting one was skipped, so the
 * tool does not praise it.
 */
export type PomodoroState =
  | (PomodoroCommon & { readonly status: 'idle' })
  | (PomodoroCommon & {
      readonly status: 'running';
      readonly phase: PomodoroPhase;
      readonly clock: SegmentClock;
    })
  | (PomodoroCommon & {
      readonly status: 'ready';
      readonly nextPhase: PomodoroPhase;
      readonly afterSkip: boolean;
    });

type PomodoroStatus = PomodoroState['status'];

export type PomodoroEvent =
  | TimedControlEvent
  | { readonly type: 'toggle'; readonly now: number }
  | { readonly type: 'skip'; readonly now: number }
  | { readonly type: 'setAutoStart'; readonly autoStart: boolean; readonly now: number };

export interface PomodoroView extends TimedView<PomodoroStatus> {
  /** The running phase; null when idle or ready. */
  readonly phase: PomodoroPhase | null;
  /** The phase waiting for Start; null unless ready. */
  readonly nextPhase: PomodoroPhase | null;
  /** The phase before the waiting one was skipped. */
  readonly afterSkip: boolean;
  readonly completedWorkSessions: number;
  readonly canSkip: boolean;
}

export function initialPomodoroState(config: PomodoroConfig = defaultPomodoroConfig): PomodoroState {
  if (
    Math.min(config.workMs, config.shortBreakMs, config.longBreakMs) <= 0 ||
    config.workSessionsBeforeLongBreak < 1
  ) {
    throw new Error('Pomodoro phases need positive durations');
  }
  return { status: 'idle', config, completedWorkSessions: 0, completedAtMs: null };
}

function pomodoroPhaseMs(config: PomodoroConfig, phase: PomodoroPhase): number {
  if (phase === 'work') return config.workMs;
  return phase === 'shortBreak' ? config.shortBreakMs : config.longBreakMs;
}

function breakAfterWork(
  config: PomodoroConfig,
  completedWorkSessions: number,
  workCompleted: boolean,
): PomodoroPhase {
  const roundIsComplete = completedWorkSessions % config.workSessionsBeforeLongBreak === 0;
  return workCompleted && roundIsComplete ? 'longBreak' : 'shortBreak';
}

function runPhase(state: PomodoroState, phase: PomodoroPhase, clock: SegmentClock): PomodoroState {
  const { config, completedWorkSessions, completedAtMs } = state;
  return { status: 'running', config, completedWorkSessions, completedAtMs, phase, clock };
}

/** Moves on to `phase` the way the config says: straight away, or waiting in `ready`. */
function enterPhase(
  state: PomodoroState,
  phase: PomodoroPhase,
  clock: SegmentClock,
  afterSkip: boolean,
): PomodoroState {
  if (state.config.autoStart) return runPhase(state, phase, clock);
  const { config, completedWorkSessions, completedAtMs } = state;
  return { status: 'ready', config, completedWorkSessions, completedAtMs, nextPhase: phase, afterSkip };
}

/** Ends every phase whose time is up; with autoStart a long gap walks through as many phases as elapsed. */
function resolve(state: PomodoroState, now: number): PomodoroState {
  let current = state;
  while (current.status === 'running') {
    const phaseMs = pomodoroPhaseMs(current.config, current.phase);
    if (elapsedMs(current.clock, now) < phaseMs) return current;
    const nextClock = carryOverClock(current.clock, phaseMs);
    if (current.phase !== 'work') {
      current = enterPhase(current, 'work', nextClock, false);
      continue;
    }
    const completedWorkSessions = current.completedWorkSessions + 1;
    const completedAtMs = instantAtElapsed(current.clock, phaseMs, now);
    const counted = { ...current, completedWorkSessions, completedAtMs };
    const nextBreak = breakAfterWork(current.config, completedWorkSessions, true);
    current = enterPhase(counted, nextBreak, nextClock, false);
  }
  return current;
}

function skip(state: PomodoroState, now: number): PomodoroState {
  if (state.status === 'idle') return state;
  const skipped = state.status === 'running' ? state.phase : state.nextPhase;
  const following =
    skipped === 'work' ? breakAfterWork(state.config, state.completedWorkSessions, false) : 'work';
  if (state.status === 'ready') return { ...state, nextPhase: following, afterSkip: true };
  return enterPhase(state, following, startClock(now), true);
}

function start(state: PomodoroState, now: number): PomodoroState {
  if (state.status === 'idle') return runPhase(state, 'work', startClock(now));
  if (state.status === 'ready') return runPhase(state, state.nextPhase, startClock(now));
  return state;
}

export function reducePomodoro(state: PomodoroState, event: PomodoroEvent): PomodoroState {
  const current = resolve(state, event.now);
  switch (event.type) {
    case 'sync':
      return current;
    case 'start':
      return start(current, event.now);
    case 'toggle':
      if (current.status !== 'running') return start(current, event.now);
      return pauseOrResume(current, isClockPaused(current.clock) ? 'resume' : 'pause', event.now);
    case 'pause':
    case 'resume':
      return current.status === 'running' ? pauseOrResume(current, event.type, event.now) : current;
    case 'skip':
      return skip(current, event.now);
    case 'reset':
      return current.status === 'idle' ? current : initialPomodoroState(current.config);
    case 'restart':
      return start(initialPomodoroState(current.config), event.now);
    case 'setAutoStart':
      return current.config.autoStart === event.autoStart
        ? current
        : { ...current, config: { ...current.config, autoStart: event.autoStart } };
  }
}

export function viewPomodoro(state: PomodoroState, now: number): PomodoroView {
  const current = resolve(state, now);
  const { config, completedWorkSessions } = current;
  const base = {
    status: current.status,
    phase: null,
    nextPhase: null,
    afterSkip: false,
    // Pomodoro has no end; the index is the work session's place in its round of four.
    phaseIndex: completedWorkSessions % config.workSessionsBeforeLongBreak,
    completedWorkSessions,
    isFinished: false,
  };
  if (current.status !== 'running') {
    const upcomingMs =
      current.status === 'ready' ? pomodoroPhaseMs(config, current.nextPhase) : config.workMs;
    return {
      ...base,
      nextPhase: current.status === 'ready' ? current.nextPhase : null,
      afterSkip: current.status === 'ready' && current.afterSkip,
      phaseRemainingMs: upcomingMs,
      phaseSecondsLeft: secondsLeft(upcomingMs),
      totalRemainingMs: upcomingMs,
      progress: 0,
      isPaused: false,
      canSkip: current.status === 'ready',
    };
  }
  const phaseMs = pomodoroPhaseMs(config, current.phase);
  const elapsed = elapsedMs(current.clock, now);
  const phaseRemainingMs = phaseMs - elapsed;
  return {
    ...base,
    phase: current.phase,
    phaseRemainingMs,
    phaseSecondsLeft: secondsLeft(phaseRemainingMs),
    totalRemainingMs: phaseRemainingMs,
    progress: progressFraction(elapsed, phaseMs),
    isPaused: isClockPaused(current.clock),
    canSkip: true,
  };
}
