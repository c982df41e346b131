import type { IntlShape } from 'react-intl';
import type { AppName, Mood } from '@steady/contracts';
import type { CompletionStamp } from '../timing/completion';
import type { TimedControlEvent, TimedView } from '../timing/timed-tool';

/** Every machine event names its kind and carries the instant it happened. */
export interface ToolEvent {
  readonly type: string;
  readonly now: number;
}

/** What a session was opened with (a technique entry or the tool's own page); kept with it across reloads. */
export interface SessionProps {
  /** The catalogue id recorded on completion (progress, history). */
  readonly techniqueId: string;
  /** XP claimed once per completed run. */
  readonly xp: number;
  /** Selects the breath pattern; the other tools ignore it. */
  readonly mood?: Mood | undefined;
  /** The technique's name as the caller shows it; the tool's own name otherwise. */
  readonly name?: string | undefined;
}

export interface PhaseCue {
  /** Changes exactly when the phase does; null before the tool starts. */
  readonly phaseKey: string | null;
  /** What a screen reader hears (and a notification says) when the phase changes. */
  readonly announcement: string;
}

interface Headline {
  /** The countdown the running bar and the tab title show. */
  readonly remainingMs: number;
  /** The message id of what is counting down ("Focus"); null: the tool's name. */
  readonly labelId: string | null;
  /** How much of the span that `remainingMs` counts down is left, 0..1: the size of the timer's disk. */
  readonly fractionLeft: number;
}

/**
 * Everything the session store needs to run one tool outside React: its pure machine, what "under way"
 * means for it, how it is told about (phase cue, headline), what a reset would discard, and how it is
 * kept in sessionStorage. Times are wall-clock (`Date.now()`), so a session survives a reload.
 */
export interface ToolDefinition<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
> {
  readonly appName: AppName;
  /** Its first screen carries safety notes, so a card's one tap shows that screen until it has been used. */
  readonly safetyNotes?: boolean;
  /** About how long one run takes; tools longer than a minute sound each new step unless turned off. */
  readonly runMs: number;
  readonly initialState: (props: SessionProps) => State;
  readonly reduce: (state: State, event: Event | TimedControlEvent) => State;
  readonly view: (state: State, now: number) => View;
  /** True while time alone changes what the view shows. */
  readonly isTimerRunning: (view: View) => boolean;
  /** Started and not over: leaving the page keeps it going, and the running bar stands for it. */
  readonly isUnderWay: (view: View) => boolean;
  readonly phaseCue: (intl: IntlShape, view: View) => PhaseCue;
  readonly headline: (view: View) => Headline;
  /** Practised time a reset would throw away. */
  readonly progressMs: (state: State, now: number) => number;
  /** Text the user typed that a reset would throw away (the brain dump's). */
  readonly typedText?: (state: State) => string;
  readonly serialize: (state: State) => string;
  /** The stored state, or a fresh one when it cannot be read or is too old. */
  readonly restore: (serialized: string, props: SessionProps, nowEpochMs: number) => State;
}

/** A definition whose types the store does not need to know (it only passes them back to the same tool). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the store never looks inside a state.
export type AnyToolDefinition = ToolDefinition<any, any, any>;
