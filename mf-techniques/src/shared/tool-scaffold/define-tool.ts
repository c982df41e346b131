import type { IntlShape } from 'react-intl';
import type { AppName } from '@steady/contracts';
import { readState, serializeState, storedField, type StoredShape } from '../session/stored-state';
import type { PhaseCue, SessionProps, ToolDefinition, ToolEvent } from '../session/tool-definition';
import type { CompletionStamp } from '../timing/completion';
import { elapsedMs, type SegmentClock } from '../timing/segment-clock';
import type { TimedControlEvent, TimedView } from '../timing/timed-tool';

type ClockedState = CompletionStamp & { readonly status: string; readonly clock?: SegmentClock };

/**
 * What a tool must say about itself; the rest defaults to the common case of a tool whose clock runs in
 * one status (`runningStatus`): its timer runs there unless paused, it is under way there, the running bar
 * counts down the whole run, and a reset would discard the time on that clock.
 */
interface ToolSpecification<
  State extends ClockedState,
  Event extends ToolEvent,
  View extends TimedView<string>,
> extends Partial<
  Omit<ToolDefinition<State, Event, View>, 'appName' | 'runMs' | 'reduce' | 'view' | 'phaseCue'>
> {
  readonly appName: AppName;
  readonly runMs: number;
  readonly runningStatus: State['status'];
  readonly initialState: (props: SessionProps) => State;
  readonly reduce: (state: State, event: Event | TimedControlEvent) => State;
  readonly view: (state: State, now: number) => View;
  readonly phaseCue: (intl: IntlShape, view: View) => PhaseCue;
}

export function defineTool<
  State extends ClockedState,
  Event extends ToolEvent,
  View extends TimedView<string>,
>(
  specification: ToolSpecification<State, Event, View> &
    Pick<ToolDefinition<State, Event, View>, 'serialize' | 'restore'>,
): ToolDefinition<State, Event, View> {
  const { runningStatus, ...definition } = specification;
  return {
    isTimerRunning: (view) => view.status === runningStatus && !view.isPaused,
    isUnderWay: (view) => view.status === runningStatus,
    headline: (view) => ({
      remainingMs: view.totalRemainingMs,
      labelId: null,
      fractionLeft: 1 - view.progress,
    }),
    progressMs: (state, now) =>
      state.status === runningStatus && state.clock !== undefined ? elapsedMs(state.clock, now) : 0,
    ...definition,
  };
}

/**
 * Keeping a state in sessionStorage without its config (always the default one): the stored fields of
 * each status are checked on the way back, and anything unreadable gives a fresh state.
 */
export function storedWithDefaultConfig<State extends CompletionStamp & { readonly config: unknown }>(
  version: number,
  shape: StoredShape,
  fresh: () => State,
): Pick<ToolDefinition<State, ToolEvent, TimedView<string>>, 'serialize' | 'restore'> {
  return {
    serialize: (state) => serializeState(version, state),
    restore: (serialized) => {
      const read = readState(serialized, version, shape, { completedAtMs: storedField.nullableTimestamp });
      const initial = fresh();
      return read === null ? initial : ({ ...read, config: initial.config } as State);
    },
  };
}
