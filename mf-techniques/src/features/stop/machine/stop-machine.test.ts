import { justCompleted } from '../../../shared/timing/completion';
import {
  initialStopState,
  reduceStop,
  restoreStop,
  serializeStop,
  viewStop,
  type StopState,
} from './stop-machine';

// Epoch milliseconds, as the view passes Date.now() to this tool.
const startedAtEpoch = 1_700_000_000_000;
const second = 1_000;

function started(): StopState {
  return reduceStop(initialStopState(), { type: 'start', now: startedAtEpoch });
}

function stepAt(secondsIn: number): string | null {
  return viewStop(started(), startedAtEpoch + secondsIn * second).step?.id ?? null;
}

describe('S.T.O.P.', () => {
  it('starts from the splash with 15 s of S', () => {
    expect(viewStop(initialStopState(), startedAtEpoch)).toMatchObject({ status: 'splash', step: null });
    expect(viewStop(started(), startedAtEpoch)).toMatchObject({
      status: 'step',
      step: { id: 'stop' },
      phaseSecondsLeft: 15,
      totalRemainingMs: 60 * second,
    });
  });

  it('moves S 15 → T 10 → O 20 → P 15 s at the exact boundaries', () => {
    expect([14.999, 15, 24.999, 25, 44.999, 45, 59.999].map(stepAt)).toEqual([
      'stop',
      'takeABreath',
      'takeABreath',
      'observe',
      'observe',
      'proceed',
      'proceed',
    ]);
  });

  it('shows the completion message for 3 s, then returns to the splash', () => {
    const state = started();
    expect(viewStop(state, startedAtEpoch + 60 * second)).toMatchObject({
      status: 'message',
      phaseSecondsLeft: 3,
    });
    expect(viewStop(state, startedAtEpoch + 62_999).status).toBe('message');
    expect(viewStop(state, startedAtEpoch + 63 * second).status).toBe('splash');
  });

  it('writes each step, the message and the splash into the state on sync, flagging completion once', () => {
    const state = started();
    expect(reduceStop(state, { type: 'sync', now: startedAtEpoch + 14_999 })).toBe(state);
    const observe = reduceStop(state, { type: 'sync', now: startedAtEpoch + 30 * second });
    expect(observe).toMatchObject({ status: 'step', stepIndex: 2 });
    const message = reduceStop(observe, { type: 'sync', now: startedAtEpoch + 61 * second });
    expect(message).toMatchObject({ status: 'message', completedAtMs: startedAtEpoch + 60 * second });
    expect(justCompleted(observe, message)).toBe(true);
    const splash = reduceStop(message, { type: 'sync', now: startedAtEpoch + 63 * second });
    expect(splash.status).toBe('splash');
    expect(justCompleted(message, splash)).toBe(false);
  });

  it('still flags completion when a long gap jumps from a step straight to the splash', () => {
    const state = started();
    const splash = reduceStop(state, { type: 'sync', now: startedAtEpoch + 300 * second });
    expect(splash).toMatchObject({ status: 'splash', completedAtMs: startedAtEpoch + 60 * second });
    expect(justCompleted(state, splash)).toBe(true);
    expect(
      reduceStop(splash, { type: 'start', now: startedAtEpoch + 301 * second }).completedAtMs,
    ).toBeNull();
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceStop(started(), { type: 'pause', now: startedAtEpoch + 20 * second });
    const resumeAt = startedAtEpoch + 620 * second;
    expect(viewStop(paused, resumeAt)).toMatchObject({
      step: { id: 'takeABreath' },
      phaseRemainingMs: 5 * second,
    });
    const resumed = reduceStop(paused, { type: 'resume', now: resumeAt });
    expect(viewStop(resumed, resumeAt + 5 * second).step?.id).toBe('observe');
  });

  it('resets to the splash and restarts at S', () => {
    const midway = reduceStop(started(), { type: 'sync', now: startedAtEpoch + 30 * second });
    expect(reduceStop(midway, { type: 'reset', now: startedAtEpoch + 31 * second })).toEqual(
      initialStopState(),
    );
    expect(reduceStop(midway, { type: 'restart', now: startedAtEpoch + 31 * second })).toMatchObject({
      status: 'step',
      stepIndex: 0,
      startedAtEpochMs: startedAtEpoch + 31 * second,
    });
  });
});

describe('S.T.O.P. in sessionStorage', () => {
  it('restores a practice under way at the right step, ready to announce', () => {
    const restored = restoreStop(serializeStop(started()), startedAtEpoch + 20 * second);
    expect(restored).toMatchObject({ status: 'step', stepIndex: 1 });
    expect(viewStop(restored, startedAtEpoch + 20 * second)).toMatchObject({ phaseRemainingMs: 5 * second });
  });

  it('restores a paused practice started less than 10 minutes ago, but not one started 10 minutes ago', () => {
    const paused = reduceStop(started(), { type: 'pause', now: startedAtEpoch + 20 * second });
    const stored = serializeStop(paused);
    expect(viewStop(restoreStop(stored, startedAtEpoch + 599_999), startedAtEpoch + 599_999)).toMatchObject({
      isPaused: true,
      phaseRemainingMs: 5 * second,
    });
    expect(restoreStop(stored, startedAtEpoch + 600 * second)).toEqual(initialStopState());
  });

  it('does not resume a practice whose steps ran out while the page was gone', () => {
    const stored = serializeStop(started());
    expect(restoreStop(stored, startedAtEpoch + 59_999).status).toBe('step');
    expect(restoreStop(stored, startedAtEpoch + 60 * second)).toEqual(initialStopState());
  });

  it('starts afresh from the message, nothing stored, or unreadable data', () => {
    const message = reduceStop(started(), { type: 'sync', now: startedAtEpoch + 61 * second });
    expect(restoreStop(serializeStop(message), startedAtEpoch + 62 * second)).toEqual(initialStopState());
    expect(restoreStop(null, startedAtEpoch)).toEqual(initialStopState());
    expect(restoreStop('[]', startedAtEpoch)).toEqual(initialStopState());
    expect(restoreStop('{"version":1,"status":"step","startedAtEpochMs":"x"}', startedAtEpoch)).toEqual(
      initialStopState(),
    );
  });
});
