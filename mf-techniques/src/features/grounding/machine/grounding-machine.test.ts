import { justCompleted } from '../../../shared/timing/completion';
import {
  initialGroundingState,
  reduceGrounding,
  viewGrounding,
  type GroundingState,
} from './grounding-machine';

const startedAt = 10_000;

function started(): GroundingState {
  return reduceGrounding(initialGroundingState(), { type: 'start', now: startedAt });
}

function walkToOutro(): { beforeLast: GroundingState; outro: GroundingState } {
  let state = started();
  let now = startedAt;
  for (let step = 0; step < 4; step += 1) {
    now += 20_000;
    state = reduceGrounding(state, { type: 'next', now });
  }
  const beforeLast = state;
  return { beforeLast, outro: reduceGrounding(state, { type: 'next', now: now + 20_000 }) };
}

describe('5-4-3-2-1 grounding', () => {
  it('starts from the intro at step 5: see', () => {
    expect(viewGrounding(initialGroundingState(), startedAt)).toMatchObject({ status: 'intro', step: null });
    expect(viewGrounding(started(), startedAt)).toMatchObject({
      status: 'step',
      phaseIndex: 0,
      step: { count: 5, sense: 'see' },
      phaseSecondsLeft: 20,
    });
  });

  it('hides Next until the 20 s countdown has elapsed', () => {
    const state = started();
    expect(viewGrounding(state, startedAt + 19_999)).toMatchObject({
      nextVisible: false,
      phaseSecondsLeft: 1,
    });
    expect(viewGrounding(state, startedAt + 20_000)).toMatchObject({
      nextVisible: true,
      phaseSecondsLeft: 0,
    });
  });

  it('ignores Next before 20 s and moves on from 20 s', () => {
    const state = started();
    expect(reduceGrounding(state, { type: 'next', now: startedAt + 19_999 })).toBe(state);
    const touch = reduceGrounding(state, { type: 'next', now: startedAt + 20_000 });
    expect(viewGrounding(touch, startedAt + 20_000)).toMatchObject({
      step: { count: 4, sense: 'touch' },
      nextVisible: false,
      phaseSecondsLeft: 20,
    });
  });

  it('walks see, touch, hear, smell, taste and then the outro, flagging completion once', () => {
    const { beforeLast, outro } = walkToOutro();
    expect(viewGrounding(beforeLast, startedAt + 80_000).step).toEqual({ count: 1, sense: 'taste' });
    expect(outro).toMatchObject({ status: 'outro', completedAtMs: startedAt + 100_000 });
    expect(justCompleted(beforeLast, outro)).toBe(true);
    expect(reduceGrounding(outro, { type: 'next', now: startedAt + 200_000 })).toBe(outro);
    expect(viewGrounding(outro, startedAt + 200_000)).toMatchObject({ isFinished: true, progress: 1 });
  });

  it('replays from the outro back to the intro', () => {
    const { outro } = walkToOutro();
    expect(reduceGrounding(outro, { type: 'replay', now: 500_000 })).toMatchObject({
      status: 'intro',
      completedAtMs: null,
    });
    const step = started();
    expect(reduceGrounding(step, { type: 'replay', now: startedAt + 1 })).toBe(step);
  });

  it('keeps the countdown exactly across a 10-minute pause', () => {
    const paused = reduceGrounding(started(), { type: 'pause', now: startedAt + 12_500 });
    expect(viewGrounding(paused, startedAt + 612_500)).toMatchObject({
      phaseRemainingMs: 7_500,
      isPaused: true,
    });
    expect(reduceGrounding(paused, { type: 'next', now: startedAt + 612_500 })).toBe(paused);
    const resumed = reduceGrounding(paused, { type: 'resume', now: startedAt + 612_500 });
    expect(viewGrounding(resumed, startedAt + 619_999).nextVisible).toBe(false);
    expect(viewGrounding(resumed, startedAt + 620_000).nextVisible).toBe(true);
  });

  it('resets to the intro and restarts at step 5', () => {
    const touch = reduceGrounding(started(), { type: 'next', now: startedAt + 25_000 });
    expect(reduceGrounding(touch, { type: 'reset', now: startedAt + 26_000 }).status).toBe('intro');
    expect(reduceGrounding(touch, { type: 'restart', now: startedAt + 26_000 })).toMatchObject({
      status: 'step',
      stepIndex: 0,
    });
  });

  it('changes nothing on sync, since time alone never moves a step', () => {
    const state = started();
    expect(reduceGrounding(state, { type: 'sync', now: startedAt + 300_000 })).toBe(state);
  });
});
