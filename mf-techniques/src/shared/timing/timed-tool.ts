/** Shapes shared by the eleven technique machines, so every view reads the same field names. */

/** Events every timed tool accepts. `sync` writes into the state whatever time alone has changed. */
export type TimedControlEvent = {
  readonly type: 'start' | 'pause' | 'resume' | 'reset' | 'restart' | 'sync';
  readonly now: number;
};

export interface TimedView<Status extends string> {
  readonly status: Status;
  /** Index of the current phase in the tool's sequence (0 when the tool has a single phase or none is running). */
  readonly phaseIndex: number;
  readonly phaseRemainingMs: number;
  /** Whole seconds to display for the phase, rounded up. */
  readonly phaseSecondsLeft: number;
  readonly totalRemainingMs: number;
  /** 0..1 over the whole session. */
  readonly progress: number;
  readonly isPaused: boolean;
  readonly isFinished: boolean;
}
