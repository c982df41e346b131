import { justCompleted } from '../../../shared/timing/completion';
import {
  initialGratitudeState,
  reduceGratitude,
  restoreGratitude,
  serializeGratitude,
  viewGratitude,
  type GratitudeState,
} from './gratitude-machine';

// Epoch milliseconds, as the view passes Date.now() to this tool.
const startedAtEpoch = 1_700_000_000_000;
const second = 1_000;
const tenMinutesMs = 600_000;

function running(): GratitudeState {
  return reduceGratitude(initialGratitudeState(), { type: 'start', now: startedAtEpoch });
}

function cueAt(secondsIn: number): number | null {
  return viewGratitude(running(), startedAtEpoch + secondsIn * second).cueIndex;
}

describe('gratitude practice', () => {
  it('has no cue before it starts', () => {
    expect(viewGratitude(initialGratitudeState(), startedAtEpoch)).toMatchObject({
      status: 'idle',
      cueIndex: null,
    });
  });

  it('shows each cue from 0, 15, 60, 105, 150 and 175 s', () => {
    expect([0, 14.999, 15, 59.999, 60, 105, 149.999, 150, 175, 179.999].map(cueAt)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 5, 5,
    ]);
  });

  it('counts down to the next cue, then to the end', () => {
    expect(viewGratitude(running(), startedAtEpoch + 20 * second)).toMatchObject({ phaseSecondsLeft: 40 });
    expect(viewGratitude(running(), startedAtEpoch + 176 * second)).toMatchObject({
      phaseSecondsLeft: 4,
      totalRemainingMs: 4 * second,
    });
  });

  it('completes at exactly 180 s and flags completion once', () => {
    const state = running();
    expect(reduceGratitude(state, { type: 'sync', now: startedAtEpoch + 179_999 })).toBe(state);
    const completed = reduceGratitude(state, { type: 'sync', now: startedAtEpoch + 300 * second });
    expect(completed).toMatchObject({ status: 'completed', completedAtMs: startedAtEpoch + 180 * second });
    expect(justCompleted(state, completed)).toBe(true);
    expect(reduceGratitude(completed, { type: 'sync', now: startedAtEpoch + 400 * second })).toBe(completed);
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceGratitude(running(), { type: 'pause', now: startedAtEpoch + 50 * second });
    const resumeAt = startedAtEpoch + 50 * second + tenMinutesMs;
    const resumed = reduceGratitude(paused, { type: 'resume', now: resumeAt });
    expect(viewGratitude(resumed, resumeAt)).toMatchObject({ cueIndex: 1, totalRemainingMs: 130 * second });
    expect(viewGratitude(resumed, resumeAt + 10 * second).cueIndex).toBe(2);
  });

  it('resets to idle and restarts from the first cue', () => {
    const midway = running();
    expect(reduceGratitude(midway, { type: 'reset', now: startedAtEpoch + 1 }).status).toBe('idle');
    const restarted = reduceGratitude(midway, { type: 'restart', now: startedAtEpoch + 70 * second });
    expect(restarted).toMatchObject({ startedAtEpochMs: startedAtEpoch + 70 * second });
    expect(viewGratitude(restarted, startedAtEpoch + 70 * second).cueIndex).toBe(0);
  });
});

describe('gratitude in sessionStorage', () => {
  it('restores a practice started less than 10 minutes ago, at the right cue', () => {
    const stored = serializeGratitude(running());
    const restored = restoreGratitude(stored, startedAtEpoch + 70 * second);
    expect(viewGratitude(restored, startedAtEpoch + 70 * second)).toMatchObject({
      status: 'running',
      cueIndex: 2,
    });
  });

  it('restores a paused practice with its remainder', () => {
    const paused = reduceGratitude(running(), { type: 'pause', now: startedAtEpoch + 30 * second });
    const restored = restoreGratitude(serializeGratitude(paused), startedAtEpoch + 9 * 60 * second);
    expect(viewGratitude(restored, startedAtEpoch + 9 * 60 * second)).toMatchObject({
      isPaused: true,
      totalRemainingMs: 150 * second,
    });
  });

  it('starts afresh once 10 minutes have passed since the start', () => {
    const stored = serializeGratitude(running());
    expect(restoreGratitude(stored, startedAtEpoch + tenMinutesMs - 1).status).toBe('running');
    expect(restoreGratitude(stored, startedAtEpoch + tenMinutesMs)).toEqual(initialGratitudeState());
  });

  it('keeps a restored completion from being granted again', () => {
    const completed = reduceGratitude(running(), { type: 'sync', now: startedAtEpoch + 180 * second });
    const restored = restoreGratitude(serializeGratitude(completed), startedAtEpoch + 200 * second);
    expect(restored).toEqual(completed);
    expect(
      justCompleted(
        restored,
        reduceGratitude(restored, { type: 'sync', now: startedAtEpoch + 201 * second }),
      ),
    ).toBe(false);
  });

  it('starts afresh from nothing stored, an idle practice, or unreadable data', () => {
    const fresh = initialGratitudeState();
    expect(restoreGratitude(null, startedAtEpoch)).toEqual(fresh);
    expect(restoreGratitude(serializeGratitude(fresh), startedAtEpoch)).toEqual(fresh);
    expect(restoreGratitude('{not json', startedAtEpoch)).toEqual(fresh);
    expect(restoreGratitude('{"version":1,"status":"running","startedAtEpochMs":1}', 2)).toEqual(fresh);
  });

  it('treats a start in the future (the system clock moved back) as stale', () => {
    expect(restoreGratitude(serializeGratitude(running()), startedAtEpoch - 1).status).toBe('idle');
  });
});
