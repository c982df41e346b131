import { justCompleted } from '../../../shared/timing/completion';
import {
  initialFiveMinuteRuleState,
  reduceFiveMinuteRule,
  viewFiveMinuteRule,
  type FiveMinuteRuleState,
} from './five-minute-rule-machine';

const startedAt = 7_000;
const second = 1_000;

function running(): FiveMinuteRuleState {
  return reduceFiveMinuteRule(initialFiveMinuteRuleState(), { type: 'start', now: startedAt });
}

function addMinuteAt(state: FiveMinuteRuleState, secondsIn: number): FiveMinuteRuleState {
  return reduceFiveMinuteRule(state, { type: 'addMinute', now: startedAt + secondsIn * second });
}

describe('five-minute rule', () => {
  it('runs for 300 s from the intro', () => {
    expect(viewFiveMinuteRule(initialFiveMinuteRuleState(), 0)).toMatchObject({
      status: 'intro',
      canAddMinute: false,
    });
    expect(viewFiveMinuteRule(running(), startedAt)).toMatchObject({
      status: 'running',
      phaseSecondsLeft: 300,
    });
  });

  it('offers Add a minute only while more than 30 s remain', () => {
    const state = running();
    expect(viewFiveMinuteRule(state, startedAt + 269_999).canAddMinute).toBe(true);
    expect(viewFiveMinuteRule(state, startedAt + 270 * second).canAddMinute).toBe(false);
    expect(addMinuteAt(state, 270)).toBe(state);
    expect(addMinuteAt(state, 269.999)).toMatchObject({ minutesAdded: 1 });
  });

  it('adds 60 s to the remaining time', () => {
    const extended = addMinuteAt(running(), 100);
    expect(viewFiveMinuteRule(extended, startedAt + 100 * second)).toMatchObject({
      minutesAdded: 1,
      totalRemainingMs: 260 * second,
    });
    expect(viewFiveMinuteRule(extended, startedAt + 359_999).status).toBe('running');
    expect(viewFiveMinuteRule(extended, startedAt + 360 * second).status).toBe('completed');
    // With a minute added, 80 s remain at 280 s, so another minute may be added.
    expect(viewFiveMinuteRule(extended, startedAt + 280 * second).canAddMinute).toBe(true);
  });

  it('allows at most 5 additions', () => {
    let state = running();
    for (let addition = 0; addition < 5; addition += 1) state = addMinuteAt(state, 10 + addition);
    expect(viewFiveMinuteRule(state, startedAt + 20 * second)).toMatchObject({
      minutesAdded: 5,
      canAddMinute: false,
    });
    expect(addMinuteAt(state, 20)).toBe(state);
    expect(viewFiveMinuteRule(state, startedAt + 599_999).status).toBe('running');
    expect(viewFiveMinuteRule(state, startedAt + 600 * second).status).toBe('completed');
  });

  it('completes at exactly the end and flags completion once', () => {
    const state = running();
    expect(reduceFiveMinuteRule(state, { type: 'sync', now: startedAt + 299_999 })).toBe(state);
    const completed = reduceFiveMinuteRule(state, { type: 'sync', now: startedAt + 305 * second });
    expect(completed).toMatchObject({ status: 'completed', completedAtMs: startedAt + 300 * second });
    expect(justCompleted(state, completed)).toBe(true);
    expect(reduceFiveMinuteRule(completed, { type: 'sync', now: startedAt + 400 * second })).toBe(completed);
    expect(addMinuteAt(completed, 401)).toBe(completed);
  });

  it('keeps the remainder exactly across a 10-minute pause, and may add a minute while paused', () => {
    const paused = reduceFiveMinuteRule(running(), { type: 'pause', now: startedAt + 200 * second });
    const resumeAt = startedAt + 800 * second;
    expect(viewFiveMinuteRule(paused, resumeAt)).toMatchObject({
      totalRemainingMs: 100 * second,
      canAddMinute: true,
    });
    const resumed = reduceFiveMinuteRule(paused, { type: 'resume', now: resumeAt });
    expect(viewFiveMinuteRule(resumed, resumeAt + 99_999).status).toBe('running');
    expect(viewFiveMinuteRule(resumed, resumeAt + 100 * second).status).toBe('completed');
  });

  it('resets to the intro and restarts with no minutes added', () => {
    const extended = addMinuteAt(running(), 5);
    expect(reduceFiveMinuteRule(extended, { type: 'reset', now: startedAt + 6 * second })).toEqual(
      initialFiveMinuteRuleState(),
    );
    expect(reduceFiveMinuteRule(extended, { type: 'restart', now: startedAt + 6 * second })).toMatchObject({
      status: 'running',
      minutesAdded: 0,
    });
  });
});
