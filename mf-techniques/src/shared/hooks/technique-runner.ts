import { msUntilDisplayChange } from '../timing/display-clock';
import type { TimedControlEvent } from '../timing/timed-tool';
import type { TechniqueClock } from './technique-clock';

/** An event as a tool sends it; the runner stamps it with its clock's `now`. */
export type UnstampedEvent<Event> = Event extends unknown ? Omit<Event, 'now'> : never;

interface TechniqueMachineOptions<State, Event extends { readonly now: number }, View> {
  readonly reduce: (state: State, event: Event | TimedControlEvent) => State;
  readonly view: (state: State, now: number) => View;
  /** The state at the start, e.g. restored from sessionStorage; `now` is in the clock's time base. */
  readonly createInitialState: (now: number) => State;
  /** True while time alone changes what the view shows; the runner keeps time flowing only then. */
  readonly isTimerRunning: (view: View) => boolean;
  readonly clock: TechniqueClock;
}

interface RunnerSnapshot<State, View> {
  readonly state: State;
  /** Derived from `state` at `now`, the instant of the last event. */
  readonly view: View;
  readonly now: number;
}

/**
 * Runs one pure technique machine outside React's render cycle. Every event gets `now` from one clock.
 * While a timer runs, the runner wakes when the shown second changes (and every frame if asked) and sends `sync`, so
 * time-driven transitions land in the state; when a hidden tab becomes visible again it syncs at once. Each
 * wake-up schedules the next, so however late or throttled the wake-ups are, the state reads the clock.
 */
export class TechniqueRunner<
  State,
  Event extends { readonly now: number },
  View extends { readonly phaseRemainingMs: number },
> {
  private snapshot: RunnerSnapshot<State, View>;
  private readonly listeners = new Set<() => void>();
  private readonly clock: TechniqueClock;
  private cancelWakeUp: (() => void) | null = null;
  private active = false;
  /** Also wake every animation frame while the timer runs, for a visual that moves continuously. */
  private everyFrame = false;

  constructor(private readonly options: TechniqueMachineOptions<State, Event, View>) {
    this.clock = options.clock;
    const now = this.clock();
    // A restored session may have moved on while the page was gone: settle it before anyone sees it.
    this.snapshot = this.settle(options.createInitialState(now), { type: 'sync', now });
  }

  readonly getSnapshot = (): RunnerSnapshot<State, View> => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly dispatch = (event: UnstampedEvent<Event | TimedControlEvent>): void => {
    this.apply({ ...event, now: this.clock() } as Event | TimedControlEvent);
  };

  readonly sync = (): void => {
    this.apply({ type: 'sync', now: this.clock() });
  };

  /** Starts waking up while a timer runs; until then (and after `deactivate`) no timer is scheduled. */
  activate(): void {
    this.active = true;
    document.addEventListener('visibilitychange', this.syncWhenVisible);
    this.scheduleWakeUp();
  }

  deactivate(): void {
    this.active = false;
    document.removeEventListener('visibilitychange', this.syncWhenVisible);
    this.clearWakeUp();
  }

  /** Frames are worth waking for only while a moving visual is on screen (not from the running bar). */
  setEveryFrame(everyFrame: boolean): void {
    if (this.everyFrame === everyFrame) return;
    this.everyFrame = everyFrame;
    this.scheduleWakeUp();
  }

  private readonly syncWhenVisible = (): void => {
    if (document.visibilityState === 'visible' && this.options.isTimerRunning(this.snapshot.view))
      this.sync();
  };

  private settle(state: State, event: Event | TimedControlEvent): RunnerSnapshot<State, View> {
    const next = this.options.reduce(state, event);
    return { state: next, view: this.options.view(next, event.now), now: event.now };
  }

  private apply(event: Event | TimedControlEvent): void {
    this.snapshot = this.settle(this.snapshot.state, event);
    this.scheduleWakeUp();
    for (const listener of this.listeners) listener();
  }

  private clearWakeUp(): void {
    this.cancelWakeUp?.();
    this.cancelWakeUp = null;
  }

  private scheduleWakeUp(): void {
    this.clearWakeUp();
    if (!this.active || !this.options.isTimerRunning(this.snapshot.view)) return;
    // The timeout lands each change of phase or second on time; frames (if asked for) fall in between.
    const timeout = setTimeout(this.sync, msUntilDisplayChange(this.snapshot.view.phaseRemainingMs));
    const frame = this.everyFrame ? requestAnimationFrame(this.sync) : null;
    this.cancelWakeUp = () => {
      clearTimeout(timeout);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }
}
