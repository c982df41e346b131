import type { CompletionStamp } from '../../../shared/timing/completion';
import { reduceControl } from '../../../shared/tool-scaffold/control-reducer';
import { progressFraction, secondsLeft, secondsToMs } from '../../../shared/timing/phase-sequence';
import {
  elapsedMs,
  instantAtElapsed,
  isClockPaused,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import {
  isRecentStart,
  isStoredClock,
  isStoredTimestamp,
  readStoredRecord,
  sessionRestoreMaxAgeMs,
} from '../../../shared/timing/session-restore';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

/**
 * Time base: this tool is kept in sessionStorage across reloads, so every `now` given to it (events, view,
 * restore) must be `Date.now()`, not `performance.now()`.
 */
interface GratitudeConfig {
  readonly totalMs: number;
  /** When each cue begins, from the start of the practice; the first is at 0. */
  readonly cueStartsMs: readonly number[];
  readonly restoreMaxAgeMs: number;
}

export const defaultGratitudeConfig: GratitudeConfig = {
  totalMs: secondsToMs(180),
  cueStartsMs: [0, 15, 60, 105, 150, 175].map(secondsToMs),
  restoreMaxAgeMs: sessionRestoreMaxAgeMs,
};

interface GratitudeCommon extends CompletionStamp {
  readonly config: GratitudeConfig;
}

export type GratitudeState =
  | (GratitudeCommon & { readonly status: 'idle' })
  | (GratitudeCommon & {
      readonly status: 'running';
      readonly startedAtEpochMs: number;
      readonly clock: SegmentClock;
    })
  | (GratitudeCommon & { readonly status: 'completed'; readonly startedAtEpochMs: number });

type GratitudeStatus = GratitudeState['status'];

export type GratitudeEvent = TimedControlEvent;

export interface GratitudeView extends TimedView<GratitudeStatus> {
  /** Index into the cues; null unless running. */
  readonly cueIndex: number | null;
}

export function initialGratitudeState(config: GratitudeConfig = defaultGratitudeConfig): GratitudeState {
  return { status: 'idle', config, completedAtMs: null };
}

function runningState(config: GratitudeConfig, nowEpochMs: number): GratitudeState {
  return {
    status: 'running',
    config,
    completedAtMs: null,
    startedAtEpochMs: nowEpochMs,
    clock: startClock(nowEpochMs),
  };
}

function resolve(state: GratitudeState, now: number): GratitudeState {
  if (state.status !== 'running' || elapsedMs(state.clock, now) < state.config.totalMs) return state;
  const completedAtMs = state.completedAtMs ?? instantAtElapsed(state.clock, state.config.totalMs, now);
  return {
    status: 'completed',
    config: state.config,
    completedAtMs,
    startedAtEpochMs: state.startedAtEpochMs,
  };
}

export function reduceGratitude(state: GratitudeState, event: GratitudeEvent): GratitudeState {
  const current = resolve(state, event.now);
  return reduceControl(current, event, {
    restingStatus: 'idle',
    initialState: initialGratitudeState,
    startedState: runningState,
    clockStatuses: ['running'],
  });
}

function cueIndexAt(cueStartsMs: readonly number[], elapsed: number): number {
  const upcoming = cueStartsMs.findIndex((cueStartMs) => cueStartMs > elapsed);
  return Math.max(0, (upcoming === -1 ? cueStartsMs.length : upcoming) - 1);
}

export function viewGratitude(state: GratitudeState, now: number): GratitudeView {
  const current = resolve(state, now);
  const { config } = current;
  const elapsed = current.status === 'running' ? elapsedMs(current.clock, now) : 0;
  const isFinished = current.status === 'completed';
  const totalRemainingMs = isFinished ? 0 : config.totalMs - elapsed;
  const cueIndex = current.status === 'running' ? cueIndexAt(config.cueStartsMs, elapsed) : null;
  const nextCueMs = cueIndex === null ? undefined : config.cueStartsMs[cueIndex + 1];
  const phaseRemainingMs = nextCueMs === undefined ? totalRemainingMs : nextCueMs - elapsed;
  return {
    status: current.status,
    cueIndex,
    phaseIndex: cueIndex ?? 0,
    phaseRemainingMs,
    phaseSecondsLeft: secondsLeft(phaseRemainingMs),
    totalRemainingMs,
    progress: isFinished ? 1 : progressFraction(elapsed, config.totalMs),
    isPaused: current.status === 'running' && isClockPaused(current.clock),
    isFinished,
  };
}

const storageVersion = 1;

/** Only what changes is stored; the config comes from the code on restore. */
export function serializeGratitude(state: GratitudeState): string {
  const { status, completedAtMs } = state;
  if (status === 'idle') return JSON.stringify({ version: storageVersion, status });
  const clock = status === 'running' ? state.clock : null;
  return JSON.stringify({
    version: storageVersion,
    status,
    startedAtEpochMs: state.startedAtEpochMs,
    completedAtMs,
    clock,
  });
}

/** The stored practice if it started less than 10 minutes ago, else a fresh one. */
export function restoreGratitude(
  serialized: string | null,
  nowEpochMs: number,
  config: GratitudeConfig = defaultGratitudeConfig,
): GratitudeState {
  const fresh = initialGratitudeState(config);
  const stored = readStoredRecord(serialized);
  if (stored?.version !== storageVersion || !isStoredTimestamp(stored.startedAtEpochMs)) return fresh;
  const { startedAtEpochMs, completedAtMs } = stored;
  if (!isRecentStart(startedAtEpochMs, nowEpochMs, config.restoreMaxAgeMs)) return fresh;
  const completion = isStoredTimestamp(completedAtMs) ? completedAtMs : null;
  if (stored.status === 'running' && isStoredClock(stored.clock)) {
    return { status: 'running', config, completedAtMs: completion, startedAtEpochMs, clock: stored.clock };
  }
  if (stored.status === 'completed' && completion !== null) {
    return { status: 'completed', config, completedAtMs: completion, startedAtEpochMs };
  }
  return fresh;
}
