import { grounding } from '../../grounding';
import { oneMinuteRule } from '../../one-minute-rule';
import { pomodoro } from '../../pomodoro';
import type { AnyToolDefinition } from '../../../shared/session/tool-definition';
import { shownFraction, timerFace } from './timer-face';

const startedAt = 1_700_000_000_000;
const minute = 60_000;

/** A tool's state after these events, exactly as its session's machine reduces them. */
function stateAfter(definition: AnyToolDefinition, events: { type: string; now: number }[]): unknown {
  const initial: unknown = definition.initialState({ techniqueId: 'test', xp: 10 });
  return events.reduce((state, event) => definition.reduce(state, event), initial);
}

describe('the timer face reads the time left from the session’s timestamps', () => {
  const focus = pomodoro.definition;
  const running = stateAfter(focus, [{ type: 'start', now: startedAt }]);

  it('counts a 25-minute focus session down from the moment it started, whenever it is read', () => {
    expect(timerFace(focus, running, startedAt)).toEqual({
      mode: 'running',
      remainingMs: 25 * minute,
      fractionLeft: 1,
      labelId: 'pomodoro.phase.work',
    });
    const later = timerFace(focus, running, startedAt + 5 * minute);
    expect(later.remainingMs).toBe(20 * minute);
    expect(later.fractionLeft).toBeCloseTo(0.8);
  });

  it('stands still while paused, however long the pause lasts, and goes on from there on resume', () => {
    const paused = stateAfter(focus, [
      { type: 'start', now: startedAt },
      { type: 'pause', now: startedAt + 10 * minute },
    ]);
    const duringPause = timerFace(focus, paused, startedAt + 40 * minute);
    expect(duringPause.mode).toBe('paused');
    expect(duringPause.remainingMs).toBe(15 * minute);

    const resumed = focus.reduce(paused, { type: 'resume', now: startedAt + 40 * minute });
    expect(timerFace(focus, resumed, startedAt + 45 * minute)).toMatchObject({
      mode: 'running',
      remainingMs: 10 * minute,
    });
  });

  it('shows a step that waits for the user as waiting, with an empty disk and no time', () => {
    const steps = grounding.definition;
    const started = stateAfter(steps, [{ type: 'start', now: startedAt }]);
    expect(timerFace(steps, started, startedAt + 5_000)).toMatchObject({
      mode: 'running',
      remainingMs: 15_000,
    });
    expect(timerFace(steps, started, startedAt + 25_000)).toEqual({
      mode: 'waiting',
      remainingMs: 0,
      fractionLeft: 0,
      labelId: null,
    });
  });

  it('says the exercise has ended once the tool is no longer under way', () => {
    const rule = oneMinuteRule.definition;
    expect(timerFace(rule, stateAfter(rule, []), startedAt).mode).toBe('ended');
    const started = stateAfter(rule, [{ type: 'start', now: startedAt }]);
    expect(timerFace(rule, started, startedAt + 30_000)).toMatchObject({
      mode: 'running',
      remainingMs: 30_000,
      fractionLeft: 0.5,
    });
  });
});

describe('the disk under reduced motion or Low stimulation', () => {
  it('moves in twelfths, never looking emptier than the time left', () => {
    expect(shownFraction(1, true)).toBe(1);
    expect(shownFraction(0.99, true)).toBe(1);
    expect(shownFraction(11 / 12, true)).toBeCloseTo(11 / 12);
    expect(shownFraction(0.9, true)).toBeCloseTo(11 / 12);
    expect(shownFraction(0.01, true)).toBeCloseTo(1 / 12);
    expect(shownFraction(0, true)).toBe(0);
  });

  it('keeps the same size for every second within a twelfth of a 25-minute session', () => {
    const sizes = new Set(
      Array.from({ length: 124 }, (_, second) => shownFraction(1 - (second + 1) / (25 * 60), true)),
    );
    expect(sizes).toEqual(new Set([1]));
  });

  it('follows the time smoothly otherwise', () => {
    expect(shownFraction(0.9, false)).toBe(0.9);
    expect(shownFraction(1.2, false)).toBe(1);
  });
});
