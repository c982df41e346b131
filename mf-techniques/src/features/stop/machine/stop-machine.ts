import type { CompletionStamp } from '../../../shared/timing/completion';
import { secondsLeft, secondsToMs, totalDurationMs } from '../../../shared/timing/phase-sequence';
import {
  elapsedMs,
  instantAtElapsed,
  pauseOrResume,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import { locateOnClock, restingSequenceTiming, sequenceTiming } from '../../../shared/timing/sequence-clock';
import {
  isRecentStart,
  isStoredClock,
  isStoredTimestamp,
  readStoredRecord,
  sessionRestoreMaxAgeMs,
} from '../../../shared/timing/session-restore';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

/** Stop, Take a breath, Observe, Proceed. Ids only: the view translates them. */
type StopStepId = 'stop' | 'takeABreath' | 'observe' | 'proceed';

interface StopStep {
  readonly id: StopStepId;
  readonly durationMs: number;
}

/**
 * Time base: this tool is kept in sessionStorage across reloads, so every `now` given to it (events, view,
 * restore) must be `Date.now()`, not `performance.now()`.
 */
interface StopConfig {
  readonly steps: readonly StopStep[];
  /** How long the completion message shows before the splash returns. */
  readonly messageMs: number;
  readonly restoreMaxAgeMs: number;
}

export const defaultStopConfig: StopConfig = {
  steps: [
    { id: 'stop', durationMs: secondsToMs(15) },
    { id: 'takeABreath', durationMs: secondsToMs(10) },
    { id: 'observe', durationMs: secondsToMs(20) },
    { id: 'proceed', durationMs: secondsToMs(15) },
  ],
  messageMs: secondsToMs(3),
  restoreMaxAgeMs: sessionRestoreMaxAgeMs,
};

interface StopCommon extends CompletionStamp {
  readonly config: StopConfig;
}

/**
 * One clock runs through the four steps and then the message. The splash that returns on its own keeps
 * `completedAtMs`, so a completion is still detected when a long gap jumps from a step straight to the splash.
 */
export type StopState =
  | (StopCommon & { readonly status: 'splash' })
  | (StopCommon & {
      readonly status: 'step';
      readonly stepIndex: number;
      readonly startedAtEpochMs: number;
      readonly clock: SegmentClock;
    })
  | (StopCommon & {
      readonly status: 'message';
      readonly startedAtEpochMs: number;
      readonly clock: SegmentClock;
    });

type StopStatus = StopState['status'];

export type StopEvent = TimedControlEvent;

export interface StopView extends TimedView<StopStatus> {
  /** The current step; null on the splash and during the message. */
  readonly step: StopStep | null;
}

export function initialStopState(config: StopConfig = defaultStopConfig): StopState {
  return { status: 'splash', config, completedAtMs: null };
}

export function stopStepDurationsMs(config: StopConfig): readonly number[] {
  return config.steps.map((step) => step.durationMs);
}

function stepState(config: StopConfig, nowEpochMs: number): StopState {
  const clock = startClock(nowEpochMs);
  return { status: 'step', config, completedAtMs: null, stepIndex: 0, startedAtEpochMs: nowEpochMs, clock };
}

function resolve(state: StopState, now: number): StopState {
  if (state.status === 'splash') return state;
  const { config, clock, startedAtEpochMs } = state;
  const stepsMs = totalDurationMs(stopStepDurationsMs(config));
  const position = locateOnClock(clock, [...stopStepDurationsMs(config), config.messageMs], now);
  if (position.index < config.steps.length) {
    if (state.status === 'step' && state.stepIndex === position.index) return state;
    return {
      status: 'step',
      config,
      completedAtMs: null,
      stepIndex: position.index,
      startedAtEpochMs,
      clock,
    };
  }
  const completedAtMs = state.completedAtMs ?? instantAtElapsed(clock, stepsMs, now);
  if (position.finished) return { status: 'splash', config, completedAtMs };
  if (state.status === 'message') return state;
  return { status: 'message', config, completedAtMs, startedAtEpochMs, clock };
}

export function reduceStop(state: StopState, event: StopEvent): StopState {
  const current = resolve(state, event.now);
  switch (event.type) {
    case 'sync':
      return current;
    case 'start':
      return current.status === 'splash' ? stepState(current.config, event.now) : current;
    case 'restart':
      return stepState(current.config, event.now);
    case 'reset':
      return current.status === 'splash' && current.completedAtMs === null
        ? current
        : initialStopState(current.config);
    case 'pause':
    case 'resume':
      return current.status === 'step' ? pauseOrResume(current, event.type, event.now) : current;
  }
}

export function viewStop(state: StopState, now: number): StopView {
  const current = resolve(state, now);
  const { config } = current;
  const durationsMs = stopStepDurationsMs(config);
  if (current.status === 'splash') {
    return { status: 'splash', step: null, isFinished: false, ...restingSequenceTiming(durationsMs, false) };
  }
  if (current.status === 'message') {
    const messageRemainingMs =
      totalDurationMs(durationsMs) + config.messageMs - elapsedMs(current.clock, now);
    return {
      status: 'message',
      step: null,
      isFinished: true,
      ...restingSequenceTiming(durationsMs, true),
      phaseRemainingMs: messageRemainingMs,
      phaseSecondsLeft: secondsLeft(messageRemainingMs),
    };
  }
  return {
    status: 'step',
    step: config.steps[current.stepIndex] ?? null,
    isFinished: false,
    ...sequenceTiming(current.clock, durationsMs, now),
  };
}

const storageVersion = 1;

/** Only a practice under way is worth keeping; the config comes from the code on restore. */
export function serializeStop(state: StopState): string {
  if (state.status !== 'step') return JSON.stringify({ version: storageVersion, status: 'splash' });
  const { status, startedAtEpochMs, clock } = state;
  return JSON.stringify({ version: storageVersion, status, startedAtEpochMs, clock });
}

/**
 * Restores a practice that started less than 10 minutes ago and whose steps have not run out by `nowEpochMs`.
 * One that ran out while the page was gone is not resumed: its completion would be granted for time away.
 */
export function restoreStop(
  serialized: string | null,
  nowEpochMs: number,
  config = defaultStopConfig,
): StopState {
  const fresh = initialStopState(config);
  const stored = readStoredRecord(serialized);
  if (stored?.version !== storageVersion || stored.status !== 'step') return fresh;
  const { startedAtEpochMs, clock } = stored;
  if (!isStoredTimestamp(startedAtEpochMs) || !isStoredClock(clock)) return fresh;
  if (!isRecentStart(startedAtEpochMs, nowEpochMs, config.restoreMaxAgeMs)) return fresh;
  if (elapsedMs(clock, nowEpochMs) >= totalDurationMs(stopStepDurationsMs(config))) return fresh;
  return resolve(
    { status: 'step', config, completedAtMs: null, stepIndex: 0, startedAtEpochMs, clock },
    nowEpochMs,
  );
}
