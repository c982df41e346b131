import type { IntlShape } from 'react-intl';
import { formatClock } from '../timing/display-clock';
import { toolName } from './outside-intl';
import type { AnyToolSession } from './tool-session';

/** "12:34 · Focus — Steady"; paused or waiting for the next start, it says so first. */
export function tabTitle(intl: IntlShape, session: AnyToolSession): string {
  const { definition, props } = session;
  const { view } = session.getSnapshot();
  const { remainingMs, labelId } = definition.headline(view);
  const label =
    labelId === null ? toolName(intl, session.appName, props.name) : intl.formatMessage({ id: labelId });
  const time = formatClock(remainingMs);
  if (definition.isTimerRunning(view))
    return intl.formatMessage({ id: 'runningTool.title' }, { time, label });
  const id = view.isPaused ? 'runningTool.titlePaused' : 'runningTool.titleWaiting';
  return intl.formatMessage({ id }, { time, label });
}
