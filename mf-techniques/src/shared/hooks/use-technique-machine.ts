import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TimedControlEvent } from '../timing/timed-tool';
import { TechniqueRunner, type TechniqueMachineOptions, type UnstampedEvent } from './technique-runner';

export interface TechniqueMachine<State, Event, View> {
  readonly state: State;
  readonly view: View;
  readonly dispatch: (event: UnstampedEvent<Event | TimedControlEvent>) => void;
}

/**
 * A technique machine for one tool, run by a `TechniqueRunner` (timing lives outside React's render
 * cycle). The options are read once, when the tool mounts; give the tool a new `key` to start afresh.
 */
export function useTechniqueMachine<
  State,
  Event extends { readonly now: number },
  View extends { readonly phaseRemainingMs: number },
>(options: TechniqueMachineOptions<State, Event, View>): TechniqueMachine<State, Event, View> {
  const [runner] = useState(() => new TechniqueRunner(options));
  useEffect(() => {
    runner.activate();
    return () => runner.deactivate();
  }, [runner]);
  const { state, view } = useSyncExternalStore(runner.subscribe, runner.getSnapshot, runner.getSnapshot);
  return { state, view, dispatch: runner.dispatch };
}
