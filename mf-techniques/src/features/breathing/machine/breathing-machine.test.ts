import type { Mood } from '@steady/contracts';
import { justCompleted } from '../../../shared/timing/completion';
import {
  breathingConfigForMood,
  breathingPatternFromSeconds,
  breathingRunMs,
  initialBreathingState,
  reduceBreathing,
  viewBreathing,
  type BreathingState,
} from './breathing-machine';

const startedAt = 1_000;
const runningFrom = startedAt + 3_000;
const tenMinutesMs = 600_000;

function startedSession(mood: Mood): BreathingState {
  return reduceBreathing(initialBreathingState(breathingConfigForMood(mood)), {
    type: 'start',
    now: startedAt,
  });
}

function phaseAt(mood: Mood, secondsIntoRunning: number): string | null {
  return viewBreathing(startedSession(mood), runningFrom + secondsIntoRunning * 1000).phase;
}

describe('breathing loop', () => {
  it('waits in IDLE until started', () => {
    const idle = initialBreathingState(breathingConfigForMood('anxiety'));
    expect(viewBreathing(idle, 50_000)).toMatchObject({
      status: 'idle',
      phase: null,
      progress: 0,
      isFinished: false,
    });
  });

  it('counts down 3, 2, 1 before RUNNING starts exactly 3 s after start', () => {
    const state = startedSession('anxiety');
    expect(viewBreathing(state, startedAt)).toMatchObject({ status: 'countdown', countdownSecondsLeft: 3 });
    expect(viewBreathing(state, startedAt + 1_000)).toMatchObject({ countdownSecondsLeft: 2 });
    expect(viewBreathing(state, startedAt + 1_250)).toMatchObject({
      phaseRemainingMs: 1_750,
      phaseSecondsLeft: 2,
    });
    expect(viewBreathing(state, startedAt + 2_999)).toMatchObject({
      status: 'countdown',
      countdownSecondsLeft: 1,
    });
    expect(viewBreathing(state, runningFrom)).toMatchObject({
      status: 'running',
      phase: 'inhale',
      cycleNumber: 1,
    });
  });

  it('normalises countdown → running into the state on sync, and keeps the object when nothing changed', () => {
    const state = startedSession('anxiety');
    expect(reduceBreathing(state, { type: 'sync', now: startedAt + 2_000 })).toBe(state);
    const running = reduceBreathing(state, { type: 'sync', now: runningFrom });
    expect(running.status).toBe('running');
    expect(reduceBreathing(running, { type: 'sync', now: runningFrom + 500 })).toBe(running);
  });

  it('overwhelm 6/2/8: hold at 6 s, exhale at 8 s, next inhale at 16 s', () => {
    expect(phaseAt('overwhelm', 5.999)).toBe('inhale');
    expect(phaseAt('overwhelm', 6)).toBe('hold');
    expect(phaseAt('overwhelm', 8)).toBe('exhale');
    expect(phaseAt('overwhelm', 16)).toBe('inhale');
    expect(viewBreathing(startedSession('overwhelm'), runningFrom + 16_000).cycleNumber).toBe(2);
  });

  it('anxiety 4/1.5/6: hold at 4 s, exhale at 5.5 s, the half-second hold shows 2 then 1', () => {
    expect(phaseAt('anxiety', 4)).toBe('hold');
    expect(viewBreathing(startedSession('anxiety'), runningFrom + 4_000).phaseSecondsLeft).toBe(2);
    expect(viewBreathing(startedSession('anxiety'), runningFrom + 4_600).phaseSecondsLeft).toBe(1);
    expect(phaseAt('anxiety', 5.5)).toBe('exhale');
    expect(phaseAt('anxiety', 11.5)).toBe('inhale');
  });

  it('irritability 3/2/7: hold at 3 s, exhale at 5 s, inhale again at 12 s', () => {
    expect(phaseAt('irritability', 3)).toBe('hold');
    expect(phaseAt('irritability', 5)).toBe('exhale');
    expect(phaseAt('irritability', 12)).toBe('inhale');
  });

  it('procrastination 5/0/5 never shows the 0-second hold', () => {
    expect(phaseAt('procrastination', 5)).toBe('exhale');
    const phasesSeen = new Set<string | null>();
    for (let tenths = 0; tenths < 200; tenths += 1) phasesSeen.add(phaseAt('procrastination', tenths / 10));
    expect([...phasesSeen].sort()).toEqual(['exhale', 'inhale']);
  });

  it('hyperactivity 4/4/4/0 holds after inhale, never shows the 0-second second hold', () => {
    expect(phaseAt('hyperactivity', 4)).toBe('hold');
    expect(phaseAt('hyperactivity', 8)).toBe('exhale');
    expect(phaseAt('hyperactivity', 12)).toBe('inhale');
    const phasesSeen = new Set<string | null>();
    for (let tenths = 0; tenths < 240; tenths += 1) phasesSeen.add(phaseAt('hyperactivity', tenths / 10));
    expect(phasesSeen.has('hold2')).toBe(false);
  });

  it('builds a four-phase pattern with a hold after the exhale', () => {
    expect(breathingPatternFromSeconds([4, 4, 4, 2]).map((step) => step.phase)).toEqual([
      'inhale',
      'hold',
      'exhale',
      'hold2',
    ]);
    expect(() => breathingPatternFromSeconds([4, 4])).toThrow();
  });

  it('grows the circle on inhale, keeps it on hold, shrinks it on exhale', () => {
    const state = startedSession('overwhelm');
    expect(viewBreathing(state, runningFrom + 3_000).scale).toBe(0.5);
    expect(viewBreathing(state, runningFrom + 7_000).scale).toBe(1);
    expect(viewBreathing(state, runningFrom + 12_000).scale).toBe(0.5);
  });

  it('ends with the first full breath out at or after 120 s (128 s of 6/2/8), and flags completion once', () => {
    const state = startedSession('overwhelm');
    const justBefore = reduceBreathing(state, { type: 'sync', now: runningFrom + 127_999 });
    expect(viewBreathing(justBefore, runningFrom + 127_999)).toMatchObject({
      status: 'running',
      phase: 'exhale',
      phaseSecondsLeft: 1,
    });
    const ended = reduceBreathing(justBefore, { type: 'sync', now: runningFrom + 128_000 });
    expect(ended).toMatchObject({ status: 'feedback', completedAtMs: runningFrom + 128_000 });
    expect(justCompleted(justBefore, ended)).toBe(true);
    const later = reduceBreathing(ended, { type: 'sync', now: runningFrom + 130_000 });
    expect(later).toBe(ended);
    expect(justCompleted(ended, later)).toBe(false);
  });

  it('counts the time left to the end of that breath out: 126.5 s for 2 minutes of 4/1.5/6', () => {
    // Anxiety cycles last 11.5 s: at 119 s the 1.5 s hold has just begun, and its breath out ends at 126.5 s.
    expect(viewBreathing(startedSession('anxiety'), runningFrom + 119_000)).toMatchObject({
      phase: 'hold',
      phaseRemainingMs: 1_500,
      totalRemainingMs: 7_500,
    });
    expect(breathingRunMs(breathingConfigForMood('anxiety'))).toBe(126_500);
    expect(breathingRunMs(breathingConfigForMood('procrastination'))).toBe(120_000);
  });

  it('ends a four-phase pattern on its breath out, without starting the hold after it', () => {
    const config = {
      ...breathingConfigForMood('anxiety'),
      pattern: breathingPatternFromSeconds([4, 4, 4, 2]),
    };
    // 14 s cycles: the ninth breath out ends at 8 × 14 + 12 = 124 s.
    expect(breathingRunMs(config)).toBe(124_000);
    const state = reduceBreathing(initialBreathingState(config), { type: 'start', now: startedAt });
    expect(viewBreathing(state, runningFrom + 123_999)).toMatchObject({ phase: 'exhale' });
    expect(viewBreathing(state, runningFrom + 124_000)).toMatchObject({ status: 'feedback' });
  });

  it('offers 1, 2, 3 or 5 minutes before the start, 2 by default', () => {
    const idle = initialBreathingState(breathingConfigForMood('procrastination'));
    expect(idle.config.totalMs).toBe(120_000);
    const fiveMinutes = reduceBreathing(idle, { type: 'setLength', totalMs: 300_000, now: 0 });
    expect(breathingRunMs(fiveMinutes.config)).toBe(300_000);
    expect(reduceBreathing(idle, { type: 'setLength', totalMs: 240_000, now: 0 })).toBe(idle);
    const started = reduceBreathing(fiveMinutes, { type: 'start', now: startedAt });
    expect(reduceBreathing(started, { type: 'setLength', totalMs: 60_000, now: startedAt + 1 })).toBe(
      started,
    );
  });

  it('lands in the right phase after a minute in a background tab, and in FEEDBACK after 5 minutes', () => {
    const state = startedSession('overwhelm');
    // 61 s = 3 cycles of 16 s + 13 s: exhale of cycle 4.
    expect(viewBreathing(state, runningFrom + 61_000)).toMatchObject({ phase: 'exhale', cycleNumber: 4 });
    const back = reduceBreathing(state, { type: 'sync', now: startedAt + 300_000 });
    expect(back).toMatchObject({ status: 'feedback', completedAtMs: runningFrom + 128_000 });
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceBreathing(startedSession('overwhelm'), { type: 'pause', now: runningFrom + 7_000 });
    expect(viewBreathing(paused, runningFrom + 7_000 + tenMinutesMs)).toMatchObject({
      phase: 'hold',
      phaseRemainingMs: 1_000,
      totalRemainingMs: 121_000,
      isPaused: true,
    });
    const resumed = reduceBreathing(paused, { type: 'resume', now: runningFrom + 7_000 + tenMinutesMs });
    expect(viewBreathing(resumed, runningFrom + 8_000 + tenMinutesMs)).toMatchObject({
      phase: 'exhale',
      isPaused: false,
    });
  });

  it('can be paused during the countdown', () => {
    const paused = reduceBreathing(startedSession('anxiety'), { type: 'pause', now: startedAt + 1_000 });
    expect(viewBreathing(paused, startedAt + 60_000)).toMatchObject({
      status: 'countdown',
      countdownSecondsLeft: 2,
    });
  });

  it('takes thumbs up or down only in FEEDBACK, then is DONE', () => {
    const running = reduceBreathing(startedSession('anxiety'), { type: 'sync', now: runningFrom });
    expect(reduceBreathing(running, { type: 'feedback', rating: 'up', now: runningFrom + 1_000 })).toBe(
      running,
    );
    const done = reduceBreathing(running, { type: 'feedback', rating: 'down', now: runningFrom + 126_500 });
    expect(done).toMatchObject({ status: 'done', rating: 'down', completedAtMs: runningFrom + 126_500 });
    expect(viewBreathing(done, runningFrom + 200_000)).toMatchObject({ isFinished: true, progress: 1 });
  });

  it('resets to IDLE and restarts with a fresh countdown and a fresh completion', () => {
    const done = reduceBreathing(startedSession('anxiety'), { type: 'sync', now: runningFrom + 120_000 });
    const idle = reduceBreathing(done, { type: 'reset', now: runningFrom + 121_000 });
    expect(idle).toMatchObject({ status: 'idle', completedAtMs: null });
    expect(reduceBreathing(idle, { type: 'reset', now: runningFrom + 122_000 })).toBe(idle);
    const restarted = reduceBreathing(done, { type: 'restart', now: 900_000 });
    expect(restarted).toMatchObject({ status: 'countdown', completedAtMs: null });
    expect(viewBreathing(restarted, 903_000).phase).toBe('inhale');
  });

  it('ignores start while a session is under way', () => {
    const state = startedSession('anxiety');
    expect(reduceBreathing(state, { type: 'start', now: startedAt + 500 })).toBe(state);
  });
});
