import type { AppName } from '@steady/contracts';
import { isSoundCueOn } from '../alerts/alert-preferences';
import { notifyPhaseWhileHidden } from '../alerts/phase-notification';
import { signalNewPhase } from '../alerts/phase-signal';
import { holdScreenWakeLock } from '../alerts/screen-wake-lock';
import { showInTabTitle } from '../alerts/tab-title';
import { cancelToneAhead, cancelTonesAhead, scheduleToneAhead, takeToneAhead } from '../alerts/tone-ahead';
import { wallClock } from '../hooks/technique-clock';
import type { TimedView } from '../timing/timed-tool';
import { outsideIntl, toolName } from './outside-intl';
import { tabTitle } from './tab-title-text';
import type { AnyToolSession } from './tool-session';

/** When each session last became under way: the tab title follows the one started last. */
const startedOrder = new Map<AppName, number>();
let startCount = 0;

function trackStart(session: AnyToolSession, previousView: TimedView<string>): void {
  const { definition } = session;
  const underWay = session.isUnderWay();
  if (!underWay) startedOrder.delete(session.appName);
  else if (!definition.isUnderWay(previousView) || !startedOrder.has(session.appName)) {
    startCount += 1;
    startedOrder.set(session.appName, startCount);
  }
}

/** A new phase (not the one a tool opens or comes back in): sound, buzz, and a notification if hidden. */
function signalPhaseChange(
  session: AnyToolSession,
  previousView: TimedView<string>,
  view: TimedView<string>,
): void {
  const { definition, props } = session;
  if (view === previousView) return;
  const intl = outsideIntl();
  const before = definition.phaseCue(intl, previousView).phaseKey;
  const cue = definition.phaseCue(intl, view);
  if (cue.phaseKey === null || cue.phaseKey === before) return;
  if (isSoundCueOn(definition.runMs) && !takeToneAhead(session.appName, wallClock())) signalNewPhase();
  notifyPhaseWhileHidden(
    `steady-${session.appName}`,
    toolName(intl, session.appName, props.name),
    cue.announcement,
  );
}

function latestStarted(sessions: readonly AnyToolSession[]): AnyToolSession | null {
  let latest: AnyToolSession | null = null;
  for (const session of sessions) {
    const order = startedOrder.get(session.appName);
    if (order === undefined || !session.isUnderWay()) continue;
    if (latest === null || order > (startedOrder.get(latest.appName) ?? 0)) latest = session;
  }
  return latest;
}

/** In a hidden tab, a running tool's next phase end sounds from the audio clock, on time (see tone-ahead). */
function planToneAhead(session: AnyToolSession): void {
  const { definition, appName } = session;
  const { view } = session.getSnapshot();
  const running = definition.isTimerRunning(view) && isSoundCueOn(definition.runMs);
  if (document.visibilityState !== 'hidden' || !running) cancelToneAhead(appName);
  else scheduleToneAhead(appName, view.phaseRemainingMs, wallClock());
}

/** The tab was hidden or shown again: tones ahead for every running tool, or none (timers are on time). */
export function followVisibility(sessions: readonly AnyToolSession[]): void {
  if (document.visibilityState !== 'hidden') cancelTonesAhead();
  else for (const session of sessions) planToneAhead(session);
}

/** The tab title counts down the tool started last; the screen stays on while any exercise runs. */
export function reflectSessions(sessions: readonly AnyToolSession[]): void {
  const titled = latestStarted(sessions);
  showInTabTitle(titled === null ? null : tabTitle(outsideIntl(), titled));
  holdScreenWakeLock(
    'exerciseRunning',
    sessions.some((session) => session.definition.isTimerRunning(session.getSnapshot().view)),
  );
}

/**
 * What a session's change means beyond its own view: the end of a phase is noticeable without watching
 * (sound, vibration, a notification while hidden). The title and the wake lock follow in `reflectSessions`.
 */
export function followSession(changed: AnyToolSession, previousView: TimedView<string>): void {
  trackStart(changed, previousView);
  const { view } = changed.getSnapshot();
  // A tap's new phase sounds once its screen is painted; a phase that time ends, at once (on time).
  changed.whenChangeShown(() => signalPhaseChange(changed, previousView, view));
  planToneAhead(changed);
}
