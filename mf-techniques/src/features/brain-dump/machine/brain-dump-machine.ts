import type { CompletionStamp } from '../../../shared/timing/completion';
import { isControlEvent, reduceControl } from '../../../shared/tool-scaffold/control-reducer';
import { progressFraction, secondsLeft, secondsToMs } from '../../../shared/timing/phase-sequence';
import {
  elapsedMs,
  instantAtElapsed,
  isClockPaused,
  startClock,
  type SegmentClock,
} from '../../../shared/timing/segment-clock';
import type { TimedControlEvent, TimedView } from '../../../shared/timing/timed-tool';

interface BrainDumpConfig {
  readonly writingMs: number;
  /** The text stays on screen while it is shredded, then is cleared. */
  readonly shredMs: number;
  readonly highlightLastMs: number;
  /** Elapsed writing time at which caption stage 1, then 2, begins. */
  readonly captionStageStartsMs: readonly [number, number];
}

export const defaultBrainDumpConfig: BrainDumpConfig = {
  writingMs: secondsToMs(240),
  shredMs: secondsToMs(2),
  highlightLastMs: secondsToMs(30),
  captionStageStartsMs: [secondsToMs(150), secondsToMs(210)],
};

interface BrainDumpCommon extends CompletionStamp {
  readonly config: BrainDumpConfig;
}

/** The text lives only in this state: it is never stored or sent anywhere. */
export type BrainDumpState =
  | (BrainDumpCommon & { readonly status: 'intro' })
  | (BrainDumpCommon & { readonly status: 'writing'; readonly text: string; readonly clock: SegmentClock })
  | (BrainDumpCommon & { readonly status: 'complete'; readonly text: string })
  | (BrainDumpCommon & { readonly status: 'shred'; readonly text: string; readonly clock: SegmentClock });

type BrainDumpStatus = BrainDumpState['status'];

export type BrainDumpEvent =
  | TimedControlEvent
  | { readonly type: 'edit'; readonly text: string; readonly now: number }
  | { readonly type: 'shred'; readonly now: number };

type BrainDumpCaptionStage = 0 | 1 | 2;

export interface BrainDumpView extends TimedView<BrainDumpStatus> {
  readonly text: string;
  readonly highlightLastSeconds: boolean;
  readonly captionStage: BrainDumpCaptionStage;
}

export function initialBrainDumpState(config: BrainDumpConfig = defaultBrainDumpConfig): BrainDumpState {
  return { status: 'intro', config, completedAtMs: null };
}

function writingState(config: BrainDumpConfig, now: number): BrainDumpState {
  return { status: 'writing', config, completedAtMs: null, text: '', clock: startClock(now) };
}

/** writing → complete when time is up; shred → intro (text cleared) 2 s after shredding began. */
function resolve(state: BrainDumpState, now: number): BrainDumpState {
  const { config } = state;
  if (state.status === 'writing' && elapsedMs(state.clock, now) >= config.writingMs) {
    const completedAtMs = state.completedAtMs ?? instantAtElapsed(state.clock, config.writingMs, now);
    return { status: 'complete', config, completedAtMs, text: state.text };
  }
  if (state.status === 'shred' && elapsedMs(state.clock, now) >= config.shredMs) {
    return initialBrainDumpState(config);
  }
  return state;
}

export function reduceBrainDump(state: BrainDumpState, event: BrainDumpEvent): BrainDumpState {
  const current = resolve(state, event.now);
  if (isControlEvent(event))
    return reduceControl(current, event, {
      restingStatus: 'intro',
      initialState: initialBrainDumpState,
      startedState: writingState,
      clockStatuses: ['writing'],
    });
  switch (event.type) {
    case 'edit':
      return current.status === 'writing' && current.text !== event.text
        ? { ...current, text: event.text }
        : current;
    case 'shred':
      return current.status === 'complete'
        ? { ...current, status: 'shred', clock: startClock(event.now) }
        : current;
  }
}

function captionStageAt(config: BrainDumpConfig, writingElapsedMs: number): BrainDumpCaptionStage {
  const [firstChangeMs, secondChangeMs] = config.captionStageStartsMs;
  if (writingElapsedMs >= secondChangeMs) return 2;
  return writingElapsedMs >= firstChangeMs ? 1 : 0;
}

export function viewBrainDump(state: BrainDumpState, now: number): BrainDumpView {
  const current = resolve(state, now);
  const { config } = current;
  const writingElapsedMs =
    current.status === 'writing'
      ? elapsedMs(current.clock, now)
      : current.status === 'intro'
        ? 0
        : config.writingMs;
  const totalRemainingMs = config.writingMs - writingElapsedMs;
  const phaseRemainingMs =
    current.status === 'shred' ? config.shredMs - elapsedMs(current.clock, now) : totalRemainingMs;
  return {
    status: current.status,
    text: current.status === 'intro' ? '' : current.text,
    phaseIndex: 0,
    phaseRemainingMs,
    phaseSecondsLeft: secondsLeft(phaseRemainingMs),
    totalRemainingMs,
    progress: progressFraction(writingElapsedMs, config.writingMs),
    isPaused: current.status === 'writing' && isClockPaused(current.clock),
    isFinished: current.status === 'complete' || current.status === 'shred',
    highlightLastSeconds: current.status === 'writing' && totalRemainingMs <= config.highlightLastMs,
    captionStage: captionStageAt(config, writingElapsedMs),
  };
}
