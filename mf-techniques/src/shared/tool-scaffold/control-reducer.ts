import { pauseOrResume, type SegmentClock } from '../timing/segment-clock';
import type { TimedControlEvent } from '../timing/timed-tool';

type Configured<Config> = { readonly status: string; readonly config: Config };

/** How one machine answers the standard controls; everything else about it is its own. */
interface ControlRules<Config, State extends Configured<Config>> {
  /** The status before a run (intro, idle, landing…): Start leaves it, Reset returns to it. */
  readonly restingStatus: State['status'];
  readonly initialState: (config: Config) => State;
  /** A fresh run from its first phase. */
  readonly startedState: (config: Config, now: number) => State;
  /** The statuses whose clock Pause and Resume act on (each of them holds a clock). */
  readonly clockStatuses: readonly State['status'][];
}

/**
 * Start, Restart, Reset, Pause, Resume and Sync, the same in every timed tool. `current` is the state
 * already resolved at the event's instant, so time alone is written in before any control acts.
 */
export function reduceControl<Config, State extends Configured<Config>>(
  current: State,
  event: TimedControlEvent,
  rules: ControlRules<Config, State>,
): State {
  switch (event.type) {
    case 'sync':
      return current;
    case 'start':
      return current.status === rules.restingStatus ? rules.startedState(current.config, event.now) : current;
    case 'restart':
      return rules.startedState(current.config, event.now);
    case 'reset':
      return current.status === rules.restingStatus ? current : rules.initialState(current.config);
    case 'pause':
    case 'resume':
      return rules.clockStatuses.includes(current.status)
        ? pauseOrResume(current as State & { readonly clock: SegmentClock }, event.type, event.now)
        : current;
  }
}

export function isControlEvent(event: { readonly type: string }): event is TimedControlEvent {
  return ['start', 'pause', 'resume', 'reset', 'restart', 'sync'].includes(event.type);
}
