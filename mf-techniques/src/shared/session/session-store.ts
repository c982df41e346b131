import { runningToolsChannel, runningToolsCommands, type RunningTool } from '@steady/bus';
import type { AppName } from '@steady/contracts';
import { wallClock } from '../hooks/technique-clock';
import { discardWaitingWork } from '../timing/after-next-paint';
import type { CompletionStamp } from '../timing/completion';
import type { TimedView } from '../timing/timed-tool';
import { followSession, followVisibility, reflectSessions } from './session-effects';
import { readSessionRecord } from './session-record';
import type { ToolEvent, AnyToolDefinition, SessionProps, ToolDefinition } from './tool-definition';
import { ToolSession, type AnyToolSession } from './tool-session';

/** One session per tool for the whole page: a tool left running keeps running while the user is elsewhere. */
const sessions = new Map<AppName, AnyToolSession>();
const listeners = new Set<() => void>();
let version = 0;

function sameProps(a: SessionProps, b: SessionProps): boolean {
  return a.techniqueId === b.techniqueId && a.xp === b.xp && a.mood === b.mood && a.name === b.name;
}

function publishRunningTools(): void {
  const running: RunningTool[] = [...sessions.values()]
    .filter((session) => session.isUnderWay())
    .map((session) => ({ appName: session.appName, techniqueId: session.props.techniqueId }));
  const current = runningToolsChannel.get();
  const unchanged =
    current.length === running.length &&
    current.every(
      (tool, index) =>
        tool.appName === running[index]?.appName && tool.techniqueId === running[index]?.techniqueId,
    );
  if (!unchanged) runningToolsCommands.report(running);
}

/** What every session's state means for the rest of the page: the running bar, the tab title, the wake lock. */
function reflectAllSessions(): void {
  publishRunningTools();
  reflectSessions([...sessions.values()]);
}

function onSessionChange(session: AnyToolSession, previousView: TimedView<string>): void {
  // A session reports its first changes while it is being built, before it is in the map.
  if (sessions.get(session.appName) !== session) return;
  followSession(session, previousView);
  version += 1;
  for (const listener of listeners) listener();
  session.whenChangeShown(reflectAllSessions);
}

function createSession(
  definition: AnyToolDefinition,
  props: SessionProps,
  fromStorage: boolean,
): AnyToolSession {
  const record = fromStorage ? readSessionRecord(definition.appName, wallClock()) : null;
  const origin = {
    state: record?.state ?? null,
    paidCompletedAtMs: record?.paidCompletedAtMs ?? null,
    returnPath: record?.returnPath ?? window.location.pathname,
  };
  return new ToolSession(definition, record?.props ?? props, origin, onSessionChange);
}

function install(session: AnyToolSession): void {
  sessions.get(session.appName)?.runner.deactivate();
  sessions.set(session.appName, session);
  onSessionChange(session, session.getSnapshot().view);
}

/**
 * The tool's session: the one already running (whatever it was opened with), else the one kept from
 * before a reload if it was opened the same way, else a fresh one for these props.
 */
export function obtainSession<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
>(definition: ToolDefinition<State, Event, View>, props: SessionProps): ToolSession<State, Event, View> {
  const existing = sessions.get(definition.appName);
  if (existing && (existing.isUnderWay() || sameProps(existing.props, props))) {
    return existing as ToolSession<State, Event, View>;
  }
  let session = createSession(definition, props, existing === undefined);
  if (!session.isUnderWay() && !sameProps(session.props, props)) {
    session.runner.deactivate();
    session = createSession(definition, props, false);
  }
  install(session);
  return session as ToolSession<State, Event, View>;
}

/** After a reload: brings back the tools the running bar stood for (the bar loads this only then). */
export function resumeRunningSessions(definitions: Readonly<Record<AppName, AnyToolDefinition>>): void {
  for (const { appName } of runningToolsChannel.get()) {
    if (sessions.has(appName)) continue;
    const record = readSessionRecord(appName, wallClock());
    if (record !== null) install(createSession(definitions[appName], record.props, true));
  }
  publishRunningTools();
}

export function listSessions(): readonly AnyToolSession[] {
  return [...sessions.values()];
}

/** For `useSyncExternalStore`: a number that changes whenever any session does. */
export function storeVersion(): number {
  return version;
}

export function subscribeToSessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page is going (reload, tab closed): the time away is measured from now. */
function persistAll(): void {
  for (const session of sessions.values()) session.persist();
}
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', persistAll);
  document.addEventListener('visibilitychange', () => followVisibility([...sessions.values()]));
}

/** Tests only: every test starts with no session. */
export function discardAllSessions(): void {
  discardWaitingWork();
  for (const session of sessions.values()) session.runner.deactivate();
  sessions.clear();
  publishRunningTools();
  reflectSessions([]);
  followVisibility([]);
}
