import { pauseClock, startClock } from './segment-clock';
import {
  followSequence,
  locateOnClock,
  restingSequenceTiming,
  sequenceTiming,
  skipToPhase,
} from './sequence-clock';

const durations = [15_000, 10_000, 20_000, 15_000];

describe('sequence clock', () => {
  it('locates the phase a clock has reached', () => {
    expect(locateOnClock(startClock(1_000), durations, 31_000)).toEqual({
      index: 2,
      phaseElapsedMs: 5_000,
      phaseRemainingMs: 15_000,
      finished: false,
      sequenceElapsedMs: 30_000,
    });
  });

  it('skips to the very start of a phase, keeping a paused clock paused', () => {
    const skipped = skipToPhase(pauseClock(startClock(0), 3_000), durations, 2, 50_000);
    expect(locateOnClock(skipped, durations, 90_000)).toMatchObject({ index: 2, phaseElapsedMs: 0 });
  });

  it('reports the exact instant the sequence ended, however late it is noticed', () => {
    expect(followSequence(startClock(1_000), durations, 59_999)).toEqual({ finished: false, index: 3 });
    expect(followSequence(startClock(1_000), durations, 500_000)).toEqual({
      finished: true,
      finishedAtMs: 61_000,
    });
  });

  it('gives the timing fields of a view while running, at rest and when finished', () => {
    expect(sequenceTiming(startClock(0), durations, 20_000)).toEqual({
      phaseIndex: 1,
      phaseRemainingMs: 5_000,
      phaseSecondsLeft: 5,
      totalRemainingMs: 40_000,
      progress: 1 / 3,
      isPaused: false,
    });
    expect(restingSequenceTiming(durations, false)).toMatchObject({
      phaseSecondsLeft: 15,
      totalRemainingMs: 60_000,
    });
    expect(restingSequenceTiming(durations, true)).toMatchObject({
      phaseIndex: 3,
      totalRemainingMs: 0,
      progress: 1,
    });
  });
});
