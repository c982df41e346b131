import type { AnyToolDefinition } from '../../../shared/session/tool-definition';

/**
 * What the timer view shows of a tool: counting down, paused, waiting for the user's next step (Pomodoro
 * between phases, grounding's Next), or ended.
 */
export type FaceMode = 'running' | 'paused' | 'waiting' | 'ended';

export interface TimerFace {
  readonly mode: FaceMode;
  readonly remainingMs: number;
  /** 0..1: how much of the disk is left. */
  readonly fractionLeft: number;
  /** The message id of what is counting down ("Focus"); null: the tool's name alone. */
  readonly labelId: string | null;
}

/** Under reduced motion or Low stimulation the disk moves in twelfths, like the marks of a clock face. */
const stillDiskSteps = 12;

function clampFraction(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

/**
 * The face at `now`, read from the session's own state and its timestamps (the same machine view the tool
 * page shows), so a pop-out window never keeps a clock of its own that could drift.
 */
export function timerFace(definition: AnyToolDefinition, state: unknown, now: number): TimerFace {
  const view = definition.view(state, now);
  if (!definition.isUnderWay(view)) return { mode: 'ended', remainingMs: 0, fractionLeft: 0, labelId: null };
  const { remainingMs, labelId, fractionLeft } = definition.headline(view);
  const running = definition.isTimerRunning(view);
  const mode: FaceMode = running ? 'running' : view.isPaused ? 'paused' : 'waiting';
  return {
    mode,
    remainingMs: mode === 'waiting' ? 0 : remainingMs,
    fractionLeft: mode === 'waiting' ? 0 : clampFraction(fractionLeft),
    labelId,
  };
}

/**
 * The disk's size as drawn: smooth, or (still) rounded up to the next twelfth, so the disk never looks
 * emptier than the time left and changes only a dozen times a run.
 */
export function shownFraction(fractionLeft: number, still: boolean): number {
  const fraction = clampFraction(fractionLeft);
  if (!still) return fraction;
  // A hair below each step, so a float like 11.000000000000002 twelfths still reads as 11.
  return Math.max(0, Math.ceil(fraction * stillDiskSteps - 1e-9)) / stillDiskSteps;
}
