import { defineTool } from '../../shared/tool-scaffold/define-tool';
import type { ToolEvent } from '../../shared/session/tool-definition';
import type { TimedView } from '../../shared/timing/timed-tool';

/**
 * The list itself is not timed: it is kept on the device (see model/step-list-storage), and the step it
 * starts runs as a session of the one- or five-minute rule. So its own session never gets under way and
 * never pays; the step's run pays this technique's XP.
 */
interface StuckToStartedState {
  readonly status: 'planning';
  readonly completedAtMs: null;
}

const planning: StuckToStartedState = { status: 'planning', completedAtMs: null };

const planningView: TimedView<'planning'> = {
  status: 'planning',
  phaseIndex: 0,
  phaseRemainingMs: 0,
  phaseSecondsLeft: 0,
  totalRemainingMs: 0,
  progress: 0,
  isPaused: false,
  isFinished: false,
};

export const stuckToStartedTool = defineTool<StuckToStartedState, ToolEvent, TimedView<'planning'>>({
  appName: 'stuckToStarted',
  runMs: 0,
  runningStatus: 'planning',
  initialState: () => planning,
  reduce: () => planning,
  view: () => planningView,
  isTimerRunning: () => false,
  isUnderWay: () => false,
  phaseCue: () => ({ phaseKey: null, announcement: '' }),
  serialize: () => '{}',
  restore: () => planning,
});
