import { justCompleted } from '../../../shared/timing/completion';
import {
  initialMuscleStretchingState,
  reduceMuscleStretching,
  viewMuscleStretching,
  type MuscleStretchingState,
} from './muscle-stretching-machine';

const startedAt = 6_000;
const second = 1_000;

function started(): MuscleStretchingState {
  return reduceMuscleStretching(initialMuscleStretchingState(), { type: 'start', now: startedAt });
}

function moveAt(secondsIn: number): number | null {
  return viewMuscleStretching(started(), startedAt + secondsIn * second).moveNumber;
}

describe('muscle stretching', () => {
  it('starts from the intro at move 1 of 4', () => {
    expect(viewMuscleStretching(initialMuscleStretchingState(), 0)).toMatchObject({
      status: 'intro',
      moveNumber: null,
    });
    expect(viewMuscleStretching(started(), startedAt)).toMatchObject({
      status: 'move',
      moveNumber: 1,
      moveCount: 4,
      phaseSecondsLeft: 60,
      totalRemainingMs: 270 * second,
    });
  });

  it('moves on at 60, 120 and 180 s; the last move lasts 90 s', () => {
    expect([59.999, 60, 119.999, 120, 179.999, 180, 269.999].map(moveAt)).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect(viewMuscleStretching(started(), startedAt + 270 * second)).toMatchObject({
      status: 'outro',
      endedEarly: false,
    });
  });

  it('writes the new move into the state on sync, and stamps completion once at the real end', () => {
    const state = started();
    expect(reduceMuscleStretching(state, { type: 'sync', now: startedAt + 130 * second })).toMatchObject({
      moveIndex: 2,
    });
    const outro = reduceMuscleStretching(state, { type: 'sync', now: startedAt + 300 * second });
    expect(outro).toMatchObject({ status: 'outro', completedAtMs: startedAt + 270 * second });
    expect(justCompleted(state, outro)).toBe(true);
    expect(reduceMuscleStretching(outro, { type: 'sync', now: startedAt + 400 * second })).toBe(outro);
  });

  it('skips to the start of the next move at any time', () => {
    const skipAt = startedAt + 10 * second;
    const secondMove = reduceMuscleStretching(started(), { type: 'skip', now: skipAt });
    expect(viewMuscleStretching(secondMove, skipAt)).toMatchObject({ moveNumber: 2, phaseSecondsLeft: 60 });
  });

  it('reaches the outro as a completion when the last move is skipped', () => {
    const lastMove = reduceMuscleStretching(started(), { type: 'sync', now: startedAt + 200 * second });
    const outro = reduceMuscleStretching(lastMove, { type: 'skip', now: startedAt + 201 * second });
    expect(outro).toMatchObject({
      status: 'outro',
      endedEarly: false,
      completedAtMs: startedAt + 201 * second,
    });
  });

  it('ends now: straight to the outro, marked as ended early and not completed', () => {
    const state = started();
    const outro = reduceMuscleStretching(state, { type: 'endNow', now: startedAt + 30 * second });
    expect(outro).toMatchObject({ status: 'outro', endedEarly: true, completedAtMs: null });
    expect(justCompleted(state, outro)).toBe(false);
    expect(viewMuscleStretching(outro, startedAt + 31 * second)).toMatchObject({
      endedEarly: true,
      isFinished: true,
    });
  });

  it('keeps the remainder exactly across a 10-minute pause', () => {
    const paused = reduceMuscleStretching(started(), { type: 'pause', now: startedAt + 250 * second });
    const resumeAt = startedAt + 850 * second;
    expect(viewMuscleStretching(paused, resumeAt)).toMatchObject({
      moveNumber: 4,
      phaseRemainingMs: 20 * second,
    });
    const resumed = reduceMuscleStretching(paused, { type: 'resume', now: resumeAt });
    expect(viewMuscleStretching(resumed, resumeAt + 19_999).status).toBe('move');
    expect(viewMuscleStretching(resumed, resumeAt + 20 * second).status).toBe('outro');
  });

  it('resets to the intro and restarts at move 1', () => {
    const outro = reduceMuscleStretching(started(), { type: 'endNow', now: startedAt + 5 * second });
    expect(reduceMuscleStretching(outro, { type: 'reset', now: startedAt + 6 * second })).toEqual(
      initialMuscleStretchingState(),
    );
    expect(reduceMuscleStretching(outro, { type: 'restart', now: startedAt + 6 * second })).toMatchObject({
      status: 'move',
      moveIndex: 0,
      completedAtMs: null,
    });
  });

  it('pays nothing for skipping through: four Skips in a second end early, without a completion', () => {
    let state = started();
    for (let press = 0; press < 4; press += 1) {
      state = reduceMuscleStretching(state, { type: 'skip', now: startedAt + press * 250 });
    }
    expect(state).toMatchObject({ status: 'outro', endedEarly: true, completedAtMs: null });
  });

  it('counts only time practised: skipped moves do not make a run real', () => {
    // 40 s of move 1, all of move 2, move 3 skipped at once, 10 s of move 4: 110 s practised of 270 s.
    const moveTwo = reduceMuscleStretching(started(), { type: 'skip', now: startedAt + 40 * second });
    const moveThree = reduceMuscleStretching(moveTwo, { type: 'sync', now: startedAt + 100 * second });
    expect(moveThree).toMatchObject({ moveIndex: 2 });
    const moveFour = reduceMuscleStretching(moveThree, { type: 'skip', now: startedAt + 100 * second });
    const outro = reduceMuscleStretching(moveFour, { type: 'skip', now: startedAt + 110 * second });
    expect(outro).toMatchObject({ status: 'outro', completedAtMs: null });
    // Half of 270 s practised, then the rest skipped: a real run.
    const real = reduceMuscleStretching(started(), { type: 'sync', now: startedAt + 135 * second });
    const skippedRest = reduceMuscleStretching(
      reduceMuscleStretching(real, { type: 'skip', now: startedAt + 135 * second }),
      { type: 'skip', now: startedAt + 135 * second },
    );
    expect(skippedRest).toMatchObject({ status: 'outro', completedAtMs: startedAt + 135 * second });
  });
});
