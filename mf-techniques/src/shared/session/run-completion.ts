import { recordTechniqueCompletion, type CompletionResult } from '@steady/user-state';
import type { SessionProps } from './tool-definition';

export type CompletionStatus = 'saving' | 'saved' | 'failed';

/** The save of one completed run (the machine's completion stamp names the run). */
export interface CompletionOutcome {
  readonly completedAtMs: number;
  readonly status: CompletionStatus;
  /** What went wrong, for the tool to put in words; null unless saving failed. */
  readonly error: unknown;
  readonly result: CompletionResult | null;
}

/**
 * Records each completed run exactly once (XP, history), wherever the user is when it completes: a run
 * that ends while the tool is off screen, or while the page was reloading, is recorded by the session,
 * not by a view. The stamp already paid is kept with the session, so a restored run never pays twice.
 * The completion notice is taken once, by whichever view or bar shows it first.
 */
export class RunCompletion {
  private outcome: CompletionOutcome | null = null;
  private noticeTaken = true;
  private pending: Promise<CompletionResult | null> = Promise.resolve(null);

  constructor(
    private paidCompletedAtMs: number | null,
    private readonly onChange: () => void,
  ) {}

  get paid(): number | null {
    return this.paidCompletedAtMs;
  }

  /** The outcome of the current run's save, or null when the run has not completed (or is another run). */
  current(completedAtMs: number | null): CompletionOutcome | null {
    return this.outcome !== null && this.outcome.completedAtMs === completedAtMs ? this.outcome : null;
  }

  /** Called with every state: a stamp not paid yet is a run to record now. */
  follow(completedAtMs: number | null, props: SessionProps): void {
    if (completedAtMs === null || completedAtMs === this.paidCompletedAtMs) return;
    this.paidCompletedAtMs = completedAtMs;
    this.save(completedAtMs, props);
  }

  /** Saving failed: the same run is tried again (its XP was never granted). */
  retry(props: SessionProps): void {
    if (this.outcome?.status === 'failed') this.save(this.outcome.completedAtMs, props);
  }

  /** The result to announce, once: the first caller gets it, later callers get null. */
  takeNotice(): CompletionResult | null {
    if (this.noticeTaken || this.outcome?.status !== 'saved') return null;
    this.noticeTaken = true;
    return this.outcome.result;
  }

  /** The saved result of the run stamped `completedAtMs` (null if it could not be saved). */
  async resultOf(completedAtMs: number): Promise<CompletionResult | null> {
    const result = await this.pending;
    return this.outcome?.completedAtMs === completedAtMs ? result : null;
  }

  private save(completedAtMs: number, props: SessionProps): void {
    this.set({ completedAtMs, status: 'saving', error: null, result: null });
    this.pending = recordTechniqueCompletion(props.techniqueId, props.xp).then(
      (result) => {
        this.noticeTaken = false;
        this.set({ completedAtMs, status: 'saved', error: null, result });
        return result;
      },
      (error: unknown) => {
        this.set({ completedAtMs, status: 'failed', error, result: null });
        return null;
      },
    );
  }

  private set(outcome: CompletionOutcome): void {
    this.outcome = outcome;
    this.onChange();
  }
}
