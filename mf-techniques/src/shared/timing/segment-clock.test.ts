import {
  carryOverClock,
  clockAtElapsed,
  elapsedMs,
  instantAtElapsed,
  isClockPaused,
  pauseClock,
  resumeClock,
  startClock,
  withClock,
} from './segment-clock';

const tenMinutesMs = 10 * 60 * 1000;

describe('segment clock', () => {
  it('measures elapsed time from timestamps, whatever happened in between', () => {
    const clock = startClock(1000);
    expect(elapsedMs(clock, 1000)).toBe(0);
    expect(elapsedMs(clock, 1000 + 5 * 60 * 1000)).toBe(5 * 60 * 1000);
  });

  it('never reports negative time for a now older than the start', () => {
    expect(elapsedMs(startClock(5000), 4000)).toBe(0);
  });

  it('stands still while paused and keeps the remainder exactly after a 10-minute pause', () => {
    const paused = pauseClock(startClock(0), 7_250);
    expect(isClockPaused(paused)).toBe(true);
    expect(elapsedMs(paused, 7_250 + tenMinutesMs)).toBe(7_250);
    const resumed = resumeClock(paused, 7_250 + tenMinutesMs);
    expect(isClockPaused(resumed)).toBe(false);
    expect(elapsedMs(resumed, 7_250 + tenMinutesMs)).toBe(7_250);
    expect(elapsedMs(resumed, 7_250 + tenMinutesMs + 750)).toBe(8_000);
  });

  it('adds up several pauses', () => {
    let clock = startClock(0);
    clock = resumeClock(pauseClock(clock, 1000), 3000);
    clock = resumeClock(pauseClock(clock, 4000), 9000);
    expect(elapsedMs(clock, 10_000)).toBe(3000);
  });

  it('returns the same clock when pausing twice or resuming a running clock', () => {
    const running = startClock(0);
    expect(resumeClock(running, 50)).toBe(running);
    const paused = pauseClock(running, 100);
    expect(pauseClock(paused, 200)).toBe(paused);
  });

  it('jumps to an exact elapsed time, keeping a paused clock paused', () => {
    expect(elapsedMs(clockAtElapsed(startClock(0), 30_000, 12_000), 12_000)).toBe(30_000);
    const paused = clockAtElapsed(pauseClock(startClock(0), 5000), 30_000, 12_000);
    expect(isClockPaused(paused)).toBe(true);
    expect(elapsedMs(paused, 99_000)).toBe(30_000);
  });

  it('carries time that ran past a boundary into the next segment', () => {
    const clock = resumeClock(pauseClock(startClock(0), 1000), 2000);
    // 30 s of active time at 31 s (1 s paused): 5 s into the next segment.
    expect(elapsedMs(carryOverClock(clock, 25_000), 31_000)).toBe(5000);
  });

  it('tells the exact instant a running clock reached a given elapsed time', () => {
    const clock = resumeClock(pauseClock(startClock(100), 1100), 4100);
    expect(instantAtElapsed(clock, 60_000, 500_000)).toBe(63_100);
  });

  it('keeps the state object when the clock did not change', () => {
    const state = { clock: startClock(0), label: 'x' };
    expect(withClock(state, state.clock)).toBe(state);
    expect(withClock(state, pauseClock(state.clock, 1)).clock.pausedAtMs).toBe(1);
  });
});
