import { justCompleted } from '../../../shared/timing/completion';
import {
  initialTenseReleaseState,
  reduceTenseRelease,
  viewTenseRelease,
  type TenseReleaseState,
} from './tense-release-machine';

const startedAt = 8_000;
const second = 1_000;

function running(): TenseReleaseState {
  return reduceTenseRelease(initialTenseReleaseState(), { type: 'start', now: startedAt });
}

function momentAt(secondsIn: number) {
  const { phase, groupId, cycleNumber } = viewTenseRelease(running(), startedAt + secondsIn * second);
  return { phase, groupId, cycleNumber };
}

describe('tense and release', () => {
  it('starts from the intro by tensing hands and arms, cycle 1', () => {
    expect(viewTenseRelease(initialTenseReleaseState(), 0)).toMatchObject({ status: 'intro', phase: null });
    expect(viewTenseRelease(running(), startedAt)).toMatchObject({
      phase: 'tense',
      groupId: 'handsAndArms',
      cycleNumber: 1,
      phaseSecondsLeft: 8,
      totalRemainingMs: 156 * second,
    });
  });

  it('tenses 8 s, then relaxes 5 s, three times per group', () => {
    expect(momentAt(7.999)).toEqual({ phase: 'tense', groupId: 'handsAndArms', cycleNumber: 1 });
    expect(momentAt(8)).toEqual({ phase: 'relax', groupId: 'handsAndArms', cycleNumber: 1 });
    expect(momentAt(13)).toEqual({ phase: 'tense', groupId: 'handsAndArms', cycleNumber: 2 });
    expect(momentAt(38.999)).toEqual({ phase: 'relax', groupId: 'handsAndArms', cycleNumber: 3 });
  });

  it('goes through shoulders and neck, face, then legs and feet', () => {
    expect(momentAt(39)).toEqual({ phase: 'tense', groupId: 'shouldersAndNeck', cycleNumber: 1 });
    expect(momentAt(78)).toEqual({ phase: 'tense', groupId: 'face', cycleNumber: 1 });
    expect(momentAt(117)).toEqual({ phase: 'tense', groupId: 'legsAndFeet', cycleNumber: 1 });
    expect(momentAt(155.999)).toEqual({ phase: 'relax', groupId: 'legsAndFeet', cycleNumber: 3 });
  });

  it('is done at exactly 156 s and flags completion once', () => {
    const state = running();
    const lastRelax = reduceTenseRelease(state, { type: 'sync', now: startedAt + 155_999 });
    expect(lastRelax).toMatchObject({ status: 'running', phaseIndex: 23 });
    const done = reduceTenseRelease(lastRelax, { type: 'sync', now: startedAt + 156 * second });
    expect(done).toMatchObject({ status: 'done', completedAtMs: startedAt + 156 * second });
    expect(justCompleted(lastRelax, done)).toBe(true);
    expect(reduceTenseRelease(done, { type: 'sync', now: startedAt + 200 * second })).toBe(done);
  });

  it('writes each new phase into the state on sync, so it can be announced', () => {
    const state = running();
    expect(reduceTenseRelease(state, { type: 'sync', now: startedAt + 7_999 })).toBe(state);
    expect(reduceTenseRelease(state, { type: 'sync', now: startedAt + 8 * second })).toMatchObject({
      phaseIndex: 1,
    });
  });

  it('lands in done after 5 minutes in a background tab', () => {
    const back = reduceTenseRelease(running(), { type: 'sync', now: startedAt + 300 * second });
    expect(back).toMatchObject({ status: 'done', completedAtMs: startedAt + 156 * second });
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceTenseRelease(running(), { type: 'pause', now: startedAt + 10 * second });
    const resumeAt = startedAt + 610 * second;
    expect(viewTenseRelease(paused, resumeAt)).toMatchObject({
      phase: 'relax',
      phaseRemainingMs: 3 * second,
    });
    const resumed = reduceTenseRelease(paused, { type: 'resume', now: resumeAt });
    expect(viewTenseRelease(resumed, resumeAt + 3 * second)).toMatchObject({
      phase: 'tense',
      cycleNumber: 2,
    });
  });

  it('resets to the intro and restarts from the first group', () => {
    const face = reduceTenseRelease(running(), { type: 'sync', now: startedAt + 80 * second });
    expect(reduceTenseRelease(face, { type: 'reset', now: startedAt + 81 * second })).toEqual(
      initialTenseReleaseState(),
    );
    const restarted = reduceTenseRelease(face, { type: 'restart', now: startedAt + 81 * second });
    expect(viewTenseRelease(restarted, startedAt + 81 * second)).toMatchObject({
      groupId: 'handsAndArms',
      cycleNumber: 1,
    });
  });
});
