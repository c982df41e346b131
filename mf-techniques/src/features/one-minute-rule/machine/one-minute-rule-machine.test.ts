import { justCompleted } from '../../../shared/timing/completion';
import {
  initialOneMinuteRuleState,
  reduceOneMinuteRule,
  viewOneMinuteRule,
  type OneMinuteRuleState,
} from './one-minute-rule-machine';

const startedAt = 3_000;

function running(): OneMinuteRuleState {
  return reduceOneMinuteRule(initialOneMinuteRuleState(), { type: 'start', now: startedAt });
}

describe('one-minute rule', () => {
  it('runs for 60 s from the landing screen', () => {
    expect(viewOneMinuteRule(initialOneMinuteRuleState(), 0)).toMatchObject({
      status: 'landing',
      canRecordOutcome: false,
    });
    expect(viewOneMinuteRule(running(), startedAt)).toMatchObject({
      status: 'running',
      phaseSecondsLeft: 60,
    });
  });

  it('finishes at exactly 60 s, waiting for Done or Skip', () => {
    const state = running();
    expect(viewOneMinuteRule(state, startedAt + 59_999)).toMatchObject({
      status: 'running',
      phaseSecondsLeft: 1,
    });
    const finished = reduceOneMinuteRule(state, { type: 'sync', now: startedAt + 60_000 });
    expect(finished).toMatchObject({ status: 'finished', outcome: null, completedAtMs: null });
    expect(viewOneMinuteRule(finished, startedAt + 60_000)).toMatchObject({
      canRecordOutcome: true,
      isFinished: true,
    });
  });

  it('records Done while running and flags completion once', () => {
    const state = running();
    const done = reduceOneMinuteRule(state, { type: 'done', now: startedAt + 40_000 });
    expect(done).toMatchObject({ status: 'finished', outcome: 'done', completedAtMs: startedAt + 40_000 });
    expect(justCompleted(state, done)).toBe(true);
    expect(reduceOneMinuteRule(done, { type: 'done', now: startedAt + 41_000 })).toBe(done);
  });

  it('records Done or Skip after the minute ran out, once', () => {
    const finished = reduceOneMinuteRule(running(), { type: 'sync', now: startedAt + 90_000 });
    const skipped = reduceOneMinuteRule(finished, { type: 'skip', now: startedAt + 95_000 });
    expect(skipped).toMatchObject({ outcome: 'skipped', completedAtMs: null });
    expect(reduceOneMinuteRule(skipped, { type: 'done', now: startedAt + 96_000 })).toBe(skipped);
    const done = reduceOneMinuteRule(finished, { type: 'done', now: startedAt + 95_000 });
    expect(done).toMatchObject({ outcome: 'done', completedAtMs: startedAt + 95_000 });
  });

  it('ignores Done and Skip on the landing screen', () => {
    const landing = initialOneMinuteRuleState();
    expect(reduceOneMinuteRule(landing, { type: 'skip', now: 1 })).toBe(landing);
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceOneMinuteRule(running(), { type: 'pause', now: startedAt + 45_000 });
    const resumeAt = startedAt + 645_000;
    expect(reduceOneMinuteRule(paused, { type: 'sync', now: resumeAt })).toBe(paused);
    const resumed = reduceOneMinuteRule(paused, { type: 'resume', now: resumeAt });
    expect(viewOneMinuteRule(resumed, resumeAt + 14_999).status).toBe('running');
    expect(viewOneMinuteRule(resumed, resumeAt + 15_000).status).toBe('finished');
  });

  it('restarts a fresh minute and closes back to the landing screen', () => {
    const done = reduceOneMinuteRule(running(), { type: 'done', now: startedAt + 10_000 });
    expect(reduceOneMinuteRule(done, { type: 'restart', now: 100_000 })).toMatchObject({
      status: 'running',
      completedAtMs: null,
    });
    expect(reduceOneMinuteRule(done, { type: 'close', now: 100_000 })).toEqual(initialOneMinuteRuleState());
    expect(reduceOneMinuteRule(running(), { type: 'reset', now: startedAt + 1 }).status).toBe('landing');
  });

  it('pays only for a real run: Done before half the minute finishes without a completion', () => {
    const early = reduceOneMinuteRule(running(), { type: 'done', now: startedAt + 29_999 });
    expect(early).toMatchObject({ status: 'finished', outcome: 'done', completedAtMs: null });
    expect(viewOneMinuteRule(early, startedAt + 30_000)).toMatchObject({ doneTooSoon: true });
    const onTime = reduceOneMinuteRule(running(), { type: 'done', now: startedAt + 30_000 });
    expect(onTime).toMatchObject({ completedAtMs: startedAt + 30_000 });
    expect(viewOneMinuteRule(onTime, startedAt + 30_000)).toMatchObject({ doneTooSoon: false });
  });

  it('does not count paused time as time on the task', () => {
    const paused = reduceOneMinuteRule(running(), { type: 'pause', now: startedAt + 10_000 });
    const resumed = reduceOneMinuteRule(paused, { type: 'resume', now: startedAt + 60_000 });
    expect(reduceOneMinuteRule(resumed, { type: 'done', now: startedAt + 70_000 })).toMatchObject({
      completedAtMs: null,
    });
  });
});
