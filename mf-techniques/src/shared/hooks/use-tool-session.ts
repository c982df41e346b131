import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TechniqueToolProps } from '../tool-scaffold/technique-tool-props';
import { useJournalAccess } from '../../features/check-in/hooks/use-journal-access';
import { hasSeenPreRun } from '../session/pre-run-seen';
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
 * With `autoStart` (a technique card's one tap) a session not under way starts a fresh run, unless the
 * tool's first screen has something to read or answer first (safety notes, the premium "before"
 * check-in) and this device has not started the tool from it yet: then that screen waits for Start.
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
  const hasCheckIn = useJournalAccess();

  useEffect(() => session.attachView(window.location.pathname + window.location.search), [session]);
  useEffect(() => {
    if (!autoStart) return;
    const firstScreenFirst =
      (definition.safetyNotes === true || hasCheckIn) && !hasSeenPreRun(definition.appName);
    if (!firstScreenFirst) session.startFromEntry();
    // Decided once, when the card's tap opens the tool: the journal access arriving later changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, autoStart]);

  return { ...snapshot, session, dispatch: session.dispatch };
}
