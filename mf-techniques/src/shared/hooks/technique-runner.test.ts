import {
  initialDynamicBreakState,
  reduceDynamicBreak,
  viewDynamicBreak,
  type DynamicBreakView,
} from '../../features/dynamic-break/machine/dynamic-break-machine';
import { TechniqueRunner } from './technique-runner';

/** A clock the test moves by hand, so time can pass without any timer firing (a throttled background tab). */
let clockNow = 0;

function dynamicBreakRunner() {
  return new TechniqueRunner({
    reduce: reduceDynamicBreak,
    view: viewDynamicBreak,
    createInitialState: () => initialDynamicBreakState(),
    isTimerRunning: (view: DynamicBreakView) => view.status === 'running' && !view.isPaused,
    clock: () => clockNow,
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  clockNow = 1_000;
});

afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

describe('technique runner', () => {
  it('schedules a wake-up only while a timer runs', () => {
    const runner = dynamicBreakRunner();
    runner.activate();
    expect(jest.getTimerCount()).toBe(0);
    runner.dispatch({ type: 'start' });
    expect(jest.getTimerCount()).toBe(1);
    runner.dispatch({ type: 'pause' });
    expect(jest.getTimerCount()).toBe(0);
    runner.dispatch({ type: 'resume' });
    expect(jest.getTimerCount()).toBe(1);
    runner.deactivate();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('wakes exactly when the shown second changes, even after a pause at a part second', () => {
    const runner = dynamicBreakRunner();
    runner.activate();
    runner.dispatch({ type: 'start' });
    clockNow += 1_250;
    runner.dispatch({ type: 'pause' });
    clockNow += 10_000;
    runner.dispatch({ type: 'resume' });
    expect(runner.getSnapshot().view.phaseRemainingMs).toBe(58_750);
    clockNow += 750;
    jest.advanceTimersByTime(749);
    expect(runner.getSnapshot().view.phaseSecondsLeft).toBe(59);
    jest.advanceTimersByTime(1);
    expect(runner.getSnapshot().view.phaseSecondsLeft).toBe(58);
  });

  it('shows the right phase as soon as a hidden tab is visible again', () => {
    const runner = dynamicBreakRunner();
    const notified = jest.fn();
    runner.subscribe(notified);
    runner.activate();
    runner.dispatch({ type: 'start' });
    setVisibility('hidden');
    // 100 s pass while the tab is hidden and no timer gets to run.
    clockNow += 100_000;
    expect(runner.getSnapshot().view.phase).toBe('squats');
    setVisibility('visible');
    expect(runner.getSnapshot().view).toMatchObject({ phase: 'walk', phaseRemainingMs: 80_000 });
    clockNow += 200_000;
    setVisibility('visible');
    expect(runner.getSnapshot().view.status).toBe('done');
    expect(runner.getSnapshot().state.completedAtMs).toBe(1_000 + 210_000);
    expect(notified).toHaveBeenCalled();
  });

  it('settles a restored state before the first render', () => {
    const startedLongAgo = reduceDynamicBreak(initialDynamicBreakState(), { type: 'start', now: 0 });
    clockNow = 500_000;
    const runner = new TechniqueRunner({
      reduce: reduceDynamicBreak,
      view: viewDynamicBreak,
      createInitialState: () => startedLongAgo,
      isTimerRunning: () => true,
      clock: () => clockNow,
    });
    expect(runner.getSnapshot().state.status).toBe('done');
  });
});
