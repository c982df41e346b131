import type { CompletionResult } from '@steady/user-state';
import { wallClock } from '../hooks/technique-clock';
import { TechniqueRunner, type UnstampedEvent } from '../hooks/technique-runner';
import { afterNextPaint } from '../timing/after-next-paint';
import type { CompletionStamp } from '../timing/completion';
import { millisecondsPerSecond } from '../timing/phase-sequence';
import type { TimedControlEvent, TimedView } from '../timing/timed-tool';
import { RunCompletion, type CompletionOutcome } from './run-completion';
import { markPreRunSeen } from './pre-run-seen';
import { writeSessionRecord, type SessionRecord } from './session-record';
import type { ToolEvent, SessionProps, ToolDefinition } from './tool-definition';

/** Reset asks first when it would throw away more practice than this (or any typed text). */
const resetConfirmAfterMs = 30 * millisecondsPerSecond;

export interface SessionSnapshot<State, View> {
  readonly state: State;
  readonly view: View;
  /** The save of the run that just completed; null while the run is not complete. */
  readonly completion: CompletionOutcome | null;
  /** Brought back after a reload and not started over: the tool says "Welcome back". */
  readonly restored: boolean;
}

interface SessionOrigin {
  readonly state: string | null;
  readonly paidCompletedAtMs: number | null;
  readonly returnPath: string;
}

/**
 * One tool's session, alive for the whole page whatever is on screen: its machine runs on wall-clock
 * time in a `TechniqueRunner`, every change is kept in sessionStorage, and a completed run is recorded
 * here, so leaving the page or reloading never loses it. Views and the running bar subscribe to it.
 */
export class ToolSession<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
> {
  readonly runner: TechniqueRunner<State, Event, View>;
  private readonly completion: RunCompletion;
  private readonly listeners = new Set<() => void>();
  private snapshot: SessionSnapshot<State, View>;
  private restored: boolean;
  private viewCount = 0;
  /**
   * Set by the running bar's "Back to it", and by a reload during a run: the view that mounts next
   * scrolls to itself and takes focus.
   */
  private returning = false;
  private returnPath: string;
  private readonly initialSerialized: string;
  /** True while a control's event (a tap, a key, a card's one tap) is being applied. */
  private applyingControl = false;

  constructor(
    readonly definition: ToolDefinition<State, Event, View>,
    readonly props: SessionProps,
    origin: SessionOrigin,
    private readonly onChange: (session: ToolSession<State, Event, View>, previous: View) => void,
  ) {
    this.initialSerialized = definition.serialize(definition.initialState(props));
    this.returnPath = origin.returnPath;
    const { state: stored } = origin;
    this.runner = new TechniqueRunner<State, Event, View>({
      reduce: definition.reduce,
      view: definition.view,
      createInitialState: (now) =>
        stored === null ? definition.initialState(props) : definition.restore(stored, props, now),
      isTimerRunning: definition.isTimerRunning,
      clock: wallClock,
    });
    const { state, view } = this.runner.getSnapshot();
    this.restored = stored !== null && this.worthResuming(state, view);
    // After a reload a run under way may be far down its page: its view brings itself into view once.
    this.returning = this.restored && definition.isUnderWay(view);
    this.completion = new RunCompletion(origin.paidCompletedAtMs, () => this.refresh(this.snapshot.view));
    this.snapshot = this.buildSnapshot();
    this.runner.subscribe(() => this.refresh(this.snapshot.view));
    this.runner.activate();
    this.completion.follow(state.completedAtMs, props);
    this.persist();
  }

  get appName() {
    return this.definition.appName;
  }

  readonly getSnapshot = (): SessionSnapshot<State, View> => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly dispatch = (event: UnstampedEvent<Event | TimedControlEvent>): void => {
    if (event.type === 'reset' || event.type === 'restart') this.restored = false;
    // Start is pressed only on the tool's first screen, under its safety notes and "before" check-in.
    if (event.type === 'start') markPreRunSeen(this.appName);
    this.applyingControl = true;
    try {
      this.runner.dispatch(event);
    } finally {
      this.applyingControl = false;
    }
  };

  /**
   * Runs `work`, which nothing on the tool's own screen waits for, once this change is on the screen:
   * after the next paint when a control made it (the tap's answer is painted first), at once when time did.
   */
  whenChangeShown(work: () => void): void {
    if (this.applyingControl) afterNextPaint(work);
    else work();
  }

  /** A technique card's one tap: a fresh run, unless one is under way or typed words wait to be shredded. */
  startFromEntry(): void {
    if (this.isUnderWay() || this.typedText(this.snapshot.state).trim() !== '') return;
    this.dispatch({ type: 'restart' });
  }

  isUnderWay(): boolean {
    return this.definition.isUnderWay(this.snapshot.view);
  }

  /** Whether the tool is on screen somewhere: the running bar stands in only while it is not. */
  isOnScreen(): boolean {
    return this.viewCount > 0;
  }

  /** A view mounted at `path`; returns what to call when it unmounts. */
  attachView(path: string): () => void {
    this.viewCount += 1;
    this.returnPath = path;
    this.persist();
    this.announceChange();
    return () => {
      this.viewCount -= 1;
      // The running bar takes over (or steps aside) at once, even while nothing ticks (a paused run).
      this.announceChange();
    };
  }

  get backPath(): string {
    return this.returnPath;
  }

  markReturning(): void {
    this.returning = true;
  }

  /** True once after "Back to it" or a reload mid-run: the view that asks first brings itself into view. */
  takeReturning(): boolean {
    const returning = this.returning;
    this.returning = false;
    return returning;
  }

  /** Reset would throw away more than 30 s of practice or any typed text: ask first. */
  resetNeedsConfirmation(): boolean {
    const { state } = this.snapshot;
    const progressMs = this.definition.progressMs(state, wallClock());
    return progressMs > resetConfirmAfterMs || this.typedText(state).trim() !== '';
  }

  retryCompletion(): void {
    this.completion.retry(this.props);
  }

  takeCompletionNotice(): CompletionResult | null {
    return this.completion.takeNotice();
  }

  /** The saved result of the current run, once its save settles (null when there is none). */
  async currentRunResult(): Promise<CompletionResult | null> {
    const { completedAtMs } = this.snapshot.state;
    return completedAtMs === null ? null : this.completion.resultOf(completedAtMs);
  }

  /** Written when the page goes away, so the time away is measured from the moment it left. */
  readonly persist = (): void => {
    const serialized = this.definition.serialize(this.snapshot.state);
    const untouched = serialized === this.initialSerialized && this.completion.paid === null;
    const record: SessionRecord = {
      savedAtEpochMs: wallClock(),
      props: this.props,
      paidCompletedAtMs: this.completion.paid,
      returnPath: this.returnPath,
      state: serialized,
    };
    writeSessionRecord(this.appName, untouched ? null : record);
  };

  private typedText(state: State): string {
    return this.definition.typedText?.(state) ?? '';
  }

  /** A run under way, or words typed and not yet shredded: what "Welcome back" is about. */
  private worthResuming(state: State, view: View): boolean {
    return this.definition.isUnderWay(view) || this.typedText(state).trim() !== '';
  }

  private buildSnapshot(): SessionSnapshot<State, View> {
    const { state, view } = this.runner.getSnapshot();
    return {
      state,
      view,
      completion: this.completion.current(state.completedAtMs),
      restored: this.restored && this.worthResuming(state, view),
    };
  }

  private refresh(previous: View): void {
    const stateBefore = this.snapshot.state;
    this.snapshot = this.buildSnapshot();
    // The change itself first (the phase end's sound), then the save it may start, which reports again.
    this.onChange(this, previous);
    this.emit();
    const { state } = this.snapshot;
    if (state === stateBefore) return;
    this.completion.follow(state.completedAtMs, this.props);
    // A page going away persists at once (the store's `persistAll`).
    this.whenChangeShown(this.persist);
  }

  private announceChange(): void {
    this.onChange(this, this.snapshot.view);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The store never looks inside a session's state; each tool gets its own session back typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above.
export type AnyToolSession = ToolSession<any, any, any>;
