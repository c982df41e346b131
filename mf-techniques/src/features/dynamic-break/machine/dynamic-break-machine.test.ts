import { justCompleted } from '../../../shared/timing/completion';
import {
  initialDynamicBreakState,
  reduceDynamicBreak,
  viewDynamicBreak,
  type DynamicBreakState,
} from './dynamic-break-machine';

const startedAt = 4_000;
const second = 1_000;

function running(): DynamicBreakState {
  return reduceDynamicBreak(initialDynamicBreakState(), { type: 'start', now: startedAt });
}

function phaseAt(secondsIn: number): string | null {
  return viewDynamicBreak(running(), startedAt + secondsIn * second).phase;
}

describe('short dynamic break', () => {
  it('starts from the intro with 60 s of squats', () => {
    expect(viewDynamicBreak(initialDynamicBreakState(), 0)).toMatchObject({ status: 'intro', phase: null });
    expect(viewDynamicBreak(running(), startedAt)).toMatchObject({ phase: 'squats', phaseSecondsLeft: 60 });
  });

  it('moves squats 60 → jumps 30 → walk 90 → buffer 30 → done at the exact boundaries', () => {
    expect([59.999, 60, 89.999, 90, 179.999, 180, 209.999].map(phaseAt)).toEqual([
      'squats',
      'jumps',
      'jumps',
      'walk',
      'walk',
      'buffer',
      'buffer',
    ]);
    expect(viewDynamicBreak(running(), startedAt + 210 * second)).toMatchObject({
      status: 'done',
      isFinished: true,
    });
  });

  it('writes the new exercise into the state on sync, so the change can be announced', () => {
    const state = running();
    expect(reduceDynamicBreak(state, { type: 'sync', now: startedAt + 59_999 })).toBe(state);
    expect(reduceDynamicBreak(state, { type: 'sync', now: startedAt + 60 * second })).toMatchObject({
      phaseIndex: 1,
    });
  });

  it('offers Skip only once half of the current phase has elapsed', () => {
    const state = running();
    expect(viewDynamicBreak(state, startedAt + 29_999).canSkip).toBe(false);
    expect(reduceDynamicBreak(state, { type: 'skip', now: startedAt + 29_999 })).toBe(state);
    expect(viewDynamicBreak(state, startedAt + 30 * second).canSkip).toBe(true);
    // Jumps last 30 s: Skip returns 15 s into them.
    expect(viewDynamicBreak(state, startedAt + 74_999).canSkip).toBe(false);
    expect(viewDynamicBreak(state, startedAt + 75 * second).canSkip).toBe(true);
  });

  it('skips to the start of the next exercise', () => {
    const skipAt = startedAt + 30 * second;
    const jumps = reduceDynamicBreak(running(), { type: 'skip', now: skipAt });
    expect(viewDynamicBreak(jumps, skipAt)).toMatchObject({
      phase: 'jumps',
      phaseSecondsLeft: 30,
      canSkip: false,
    });
    expect(viewDynamicBreak(jumps, skipAt + 30 * second).phase).toBe('walk');
  });

  it('finishes when the buffer is skipped, flagging completion once', () => {
    const buffer = reduceDynamicBreak(running(), { type: 'sync', now: startedAt + 180 * second });
    const done = reduceDynamicBreak(buffer, { type: 'skip', now: startedAt + 195 * second });
    expect(done).toMatchObject({ status: 'done', completedAtMs: startedAt + 195 * second });
    expect(justCompleted(buffer, done)).toBe(true);
    expect(reduceDynamicBreak(done, { type: 'sync', now: startedAt + 500 * second })).toBe(done);
  });

  it('lands in done, stamped at the real end, after 5 minutes in a background tab', () => {
    const back = reduceDynamicBreak(running(), { type: 'sync', now: startedAt + 300 * second });
    expect(back).toMatchObject({ status: 'done', completedAtMs: startedAt + 210 * second });
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceDynamicBreak(running(), { type: 'pause', now: startedAt + 70 * second });
    const resumeAt = startedAt + 670 * second;
    expect(viewDynamicBreak(paused, resumeAt)).toMatchObject({
      phase: 'jumps',
      phaseRemainingMs: 20 * second,
      totalRemainingMs: 140 * second,
      isPaused: true,
    });
    const resumed = reduceDynamicBreak(paused, { type: 'resume', now: resumeAt });
    expect(viewDynamicBreak(resumed, resumeAt + 19_999).phase).toBe('jumps');
    expect(viewDynamicBreak(resumed, resumeAt + 20 * second).phase).toBe('walk');
  });

  it('resets to the intro and restarts with squats', () => {
    const walking = reduceDynamicBreak(running(), { type: 'sync', now: startedAt + 100 * second });
    expect(reduceDynamicBreak(walking, { type: 'reset', now: startedAt + 101 * second }).status).toBe(
      'intro',
    );
    const restarted = reduceDynamicBreak(walking, { type: 'restart', now: startedAt + 101 * second });
    expect(viewDynamicBreak(restarted, startedAt + 101 * second)).toMatchObject({
      phase: 'squats',
      progress: 0,
    });
  });
});
