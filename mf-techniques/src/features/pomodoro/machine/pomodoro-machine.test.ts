import { justCompleted } from '../../../shared/timing/completion';
import {
  defaultPomodoroConfig,
  initialPomodoroState,
  reducePomodoro,
  viewPomodoro,
  type PomodoroState,
} from './pomodoro-machine';

const minute = 60_000;
const startedAt = 5_000;

function started(autoStart: boolean): PomodoroState {
  const idle = initialPomodoroState({ ...defaultPomodoroConfig, autoStart });
  return reducePomodoro(idle, { type: 'start', now: startedAt });
}

describe('pomodoro', () => {
  it('starts with 25 minutes of work and no completed sessions', () => {
    expect(viewPomodoro(started(false), startedAt)).toMatchObject({
      status: 'running',
      phase: 'work',
      phaseSecondsLeft: 25 * 60,
      completedWorkSessions: 0,
    });
  });

  it('without autoStart, waits in ready for the 5-minute short break once work ends', () => {
    const state = started(false);
    expect(viewPomodoro(state, startedAt + 25 * minute - 1)).toMatchObject({
      phase: 'work',
      phaseSecondsLeft: 1,
    });
    const ready = reducePomodoro(state, { type: 'sync', now: startedAt + 40 * minute });
    expect(ready).toMatchObject({ status: 'ready', nextPhase: 'shortBreak', completedWorkSessions: 1 });
    const onBreak = reducePomodoro(ready, { type: 'start', now: startedAt + 40 * minute });
    expect(viewPomodoro(onBreak, startedAt + 41 * minute)).toMatchObject({
      phase: 'shortBreak',
      phaseSecondsLeft: 4 * 60,
    });
    const readyForWork = reducePomodoro(onBreak, { type: 'sync', now: startedAt + 45 * minute });
    expect(readyForWork).toMatchObject({ status: 'ready', nextPhase: 'work' });
  });

  it('flags completion once, at the exact end of the first work session', () => {
    const state = started(true);
    const first = reducePomodoro(state, { type: 'sync', now: startedAt + 26 * minute });
    expect(first.completedAtMs).toBe(startedAt + 25 * minute);
    expect(justCompleted(state, first)).toBe(true);
    const second = reducePomodoro(first, { type: 'sync', now: startedAt + 56 * minute });
    expect(second.completedWorkSessions).toBe(2);
    expect(justCompleted(first, second)).toBe(false);
  });

  it('gives a 15-minute long break after the 4th completed work session', () => {
    const state = started(true);
    // Four work sessions and three short breaks: 4 × 25 + 3 × 5 = 115 minutes.
    expect(viewPomodoro(state, startedAt + 115 * minute - 1)).toMatchObject({
      phase: 'work',
      completedWorkSessions: 3,
    });
    expect(viewPomodoro(state, startedAt + 115 * minute)).toMatchObject({
      phase: 'longBreak',
      phaseSecondsLeft: 15 * 60,
      completedWorkSessions: 4,
    });
    expect(viewPomodoro(state, startedAt + 130 * minute)).toMatchObject({
      phase: 'work',
      completedWorkSessions: 4,
    });
  });

  it('with autoStart, a 5-hour gap walks through every phase in one call', () => {
    // A round is 130 minutes; 300 = 2 rounds + 40: the second work session of round 3, 10 minutes in.
    const back = reducePomodoro(started(true), { type: 'sync', now: startedAt + 300 * minute });
    expect(back).toMatchObject({ status: 'running', phase: 'work', completedWorkSessions: 9 });
    expect(viewPomodoro(back, startedAt + 300 * minute).phaseRemainingMs).toBe(15 * minute);
  });

  it('toggles (Space): start, pause, resume, and starts the phase waiting in ready', () => {
    const idle = initialPomodoroState();
    const running = reducePomodoro(idle, { type: 'toggle', now: 0 });
    expect(running.status).toBe('running');
    const paused = reducePomodoro(running, { type: 'toggle', now: minute });
    expect(viewPomodoro(paused, 2 * minute)).toMatchObject({ isPaused: true, phaseRemainingMs: 24 * minute });
    const resumed = reducePomodoro(paused, { type: 'toggle', now: 11 * minute });
    expect(viewPomodoro(resumed, 11 * minute)).toMatchObject({
      isPaused: false,
      phaseRemainingMs: 24 * minute,
    });
    const ready = reducePomodoro(resumed, { type: 'sync', now: 40 * minute });
    expect(reducePomodoro(ready, { type: 'toggle', now: 40 * minute })).toMatchObject({
      phase: 'shortBreak',
    });
  });

  it('keeps the remainder exactly across a 10-minute pause, and time does not run while paused', () => {
    const paused = reducePomodoro(started(true), { type: 'pause', now: startedAt + 24 * minute });
    expect(reducePomodoro(paused, { type: 'sync', now: startedAt + 34 * minute })).toBe(paused);
    const resumed = reducePomodoro(paused, { type: 'resume', now: startedAt + 34 * minute });
    expect(viewPomodoro(resumed, startedAt + 35 * minute - 1).phase).toBe('work');
    expect(viewPomodoro(resumed, startedAt + 35 * minute).phase).toBe('shortBreak');
  });

  it('skips a work session without counting it, and skips a break straight to work', () => {
    const onBreak = reducePomodoro(started(true), { type: 'skip', now: startedAt + minute });
    expect(onBreak).toMatchObject({ phase: 'shortBreak', completedWorkSessions: 0, completedAtMs: null });
    expect(reducePomodoro(onBreak, { type: 'skip', now: startedAt + 2 * minute })).toMatchObject({
      phase: 'work',
    });
  });

  it('without autoStart, skipping waits in ready; skipping in ready passes over the waiting phase', () => {
    const ready = reducePomodoro(started(false), { type: 'sync', now: startedAt + 25 * minute });
    const readyForWork = reducePomodoro(ready, { type: 'skip', now: startedAt + 26 * minute });
    expect(readyForWork).toMatchObject({ status: 'ready', nextPhase: 'work' });
    expect(viewPomodoro(readyForWork, startedAt + 26 * minute).canSkip).toBe(true);
    expect(viewPomodoro(initialPomodoroState(), 0).canSkip).toBe(false);
  });

  it('resets (R) to idle with the cycle counter at 0', () => {
    const later = reducePomodoro(started(true), { type: 'sync', now: startedAt + 60 * minute });
    const reset = reducePomodoro(later, { type: 'reset', now: startedAt + 60 * minute });
    expect(reset).toMatchObject({ status: 'idle', completedWorkSessions: 0, completedAtMs: null });
    expect(reducePomodoro(reset, { type: 'reset', now: startedAt + 61 * minute })).toBe(reset);
  });

  it('restarts a fresh work session with the counter at 0', () => {
    const later = reducePomodoro(started(true), { type: 'sync', now: startedAt + 60 * minute });
    expect(reducePomodoro(later, { type: 'restart', now: startedAt + 60 * minute })).toMatchObject({
      status: 'running',
      phase: 'work',
      completedWorkSessions: 0,
    });
  });

  it('switches autoStart on and off, keeping the state when unchanged', () => {
    const state = started(false);
    const auto = reducePomodoro(state, { type: 'setAutoStart', autoStart: true, now: startedAt });
    expect(auto.config.autoStart).toBe(true);
    expect(reducePomodoro(auto, { type: 'setAutoStart', autoStart: true, now: startedAt })).toBe(auto);
  });

  it('stamps each focus session that runs its full time, so each one pays', () => {
    const state = started(true);
    const first = reducePomodoro(state, { type: 'sync', now: startedAt + 26 * minute });
    const second = reducePomodoro(first, { type: 'sync', now: startedAt + 56 * minute });
    expect(second.completedAtMs).toBe(startedAt + 55 * minute);
  });

  it('knows a waiting break follows a skipped focus session, so it is not praised', () => {
    const skipped = reducePomodoro(started(false), { type: 'skip', now: startedAt + minute });
    expect(viewPomodoro(skipped, startedAt + minute)).toMatchObject({
      nextPhase: 'shortBreak',
      afterSkip: true,
      completedWorkSessions: 0,
    });
    expect(skipped.completedAtMs).toBeNull();
    const done = reducePomodoro(started(false), { type: 'sync', now: startedAt + 25 * minute });
    expect(viewPomodoro(done, startedAt + 25 * minute)).toMatchObject({ afterSkip: false });
  });
});
