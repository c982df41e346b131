import { justCompleted } from './completion';
import {
  locateInCycle,
  locatePhase,
  phaseStartMs,
  progressFraction,
  secondsLeft,
  secondsToMs,
  totalDurationMs,
} from './phase-sequence';

describe('locatePhase', () => {
  const durations = [60_000, 30_000, 90_000, 30_000];

  it('places the start of the sequence in the first phase', () => {
    expect(locatePhase(durations, 0)).toEqual({
      index: 0,
      phaseElapsedMs: 0,
      phaseRemainingMs: 60_000,
      finished: false,
    });
  });

  it('starts the next phase exactly at a boundary', () => {
    expect(locatePhase(durations, 59_999).index).toBe(0);
    expect(locatePhase(durations, 60_000)).toEqual({
      index: 1,
      phaseElapsedMs: 0,
      phaseRemainingMs: 30_000,
      finished: false,
    });
  });

  it('jumps across as many phases as elapsed in one call', () => {
    expect(locatePhase(durations, 100_000)).toEqual({
      index: 2,
      phaseElapsedMs: 10_000,
      phaseRemainingMs: 80_000,
      finished: false,
    });
  });

  it('never lands on a 0-second phase', () => {
    const withEmptyHold = [5000, 0, 5000];
    expect(locatePhase(withEmptyHold, 5000).index).toBe(2);
  });

  it('reports finished, past the last index, once the total has elapsed', () => {
    expect(locatePhase(durations, 210_000)).toEqual({
      index: 4,
      phaseElapsedMs: 0,
      phaseRemainingMs: 0,
      finished: true,
    });
  });
});

describe('locateInCycle', () => {
  it('counts whole cycles and locates the phase inside the current one', () => {
    expect(locateInCycle([4000, 4000, 4000, 0], 29_000)).toEqual({
      cycleIndex: 2,
      index: 1,
      phaseElapsedMs: 1000,
      phaseRemainingMs: 3000,
      finished: false,
    });
  });

  it('refuses a cycle with no duration', () => {
    expect(() => locateInCycle([0, 0], 10)).toThrow();
  });
});

describe('duration helpers', () => {
  it('converts seconds once, including half seconds', () => {
    expect(secondsToMs(1.5)).toBe(1500);
  });

  it('sums durations and finds where a phase starts', () => {
    expect(totalDurationMs([15_000, 10_000, 20_000, 15_000])).toBe(60_000);
    expect(phaseStartMs([15_000, 10_000, 20_000, 15_000], 2)).toBe(25_000);
  });

  it('rounds seconds left up so a countdown never shows 0 before the end', () => {
    expect(secondsLeft(4001)).toBe(5);
    expect(secondsLeft(4000)).toBe(4);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-20)).toBe(0);
  });

  it('clamps progress to 0..1', () => {
    expect(progressFraction(-5, 100)).toBe(0);
    expect(progressFraction(50, 100)).toBe(0.5);
    expect(progressFraction(500, 100)).toBe(1);
  });
});

describe('justCompleted', () => {
  it('is true only on the transition from not completed to completed', () => {
    expect(justCompleted({ completedAtMs: null }, { completedAtMs: 120_000 })).toBe(true);
    expect(justCompleted({ completedAtMs: 120_000 }, { completedAtMs: 120_000 })).toBe(false);
    expect(justCompleted({ completedAtMs: null }, { completedAtMs: null })).toBe(false);
  });
});
