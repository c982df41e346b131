import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TechniqueToolProps } from '../tool-scaffold/technique-tool-props';
import { obtainSession } from '../session/session-store';
import type { ToolEvent, ToolDefinition } from '../session/tool-definition';
import type { SessionSnapshot, ToolSession } from '../session/tool-session';
import type { CompletionStamp } from '../timing/completion';
import type { TimedView } from '../timing/timed-tool';

export interface ToolSessionView<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
> extends SessionSnapshot<State, View> {
  readonly session: ToolSession<State, Event, View>;
  readonly dispatch: ToolSession<State, Event, View>['dispatch'];
}

/** Follows a session (the store's, or the tool's own kept one) from any component. */
export function useSessionSnapshot<State, View>(session: {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SessionSnapshot<State, View>;
}): SessionSnapshot<State, View> {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/**
 * A tool's view of its session. The machine runs in the session store, not here: unmounting the view
 * (another page, a closed card) leaves the session running, and mounting it again shows where it is.
 * With `autoStart` (a technique card's one tap) a session not under way starts a fresh run.
 */
export function useToolSession<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
>(
  definition: ToolDefinition<State, Event, View>,
  { techniqueId, xp, mood, name, autoStart = false }: TechniqueToolProps,
): ToolSessionView<State, Event, View> {
  const [session] = useState(() => obtainSession(definition, { techniqueId, xp, mood, name }));
  const snapshot = useSessionSnapshot(session);

  useEffect(() => session.attachView(window.location.pathname + window.location.search), [session]);
  useEffect(() => {
    if (autoStart) session.startFromEntry();
  }, [session, autoStart]);

  return { ...snapshot, session, dispatch: session.dispatch };
}
