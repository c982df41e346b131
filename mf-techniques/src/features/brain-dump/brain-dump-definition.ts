import type { IntlShape } from 'react-intl';
import { readState, serializeState, storedField } from '../../shared/session/stored-state';
import type { ToolDefinition } from '../../shared/session/tool-definition';
import { elapsedMs } from '../../shared/timing/segment-clock';
import {
  defaultBrainDumpConfig,
  initialBrainDumpState,
  reduceBrainDump,
  viewBrainDump,
  type BrainDumpEvent,
  type BrainDumpState,
  type BrainDumpView,
} from './machine/brain-dump-machine';

const storageVersion = 1;

export function brainDumpPhaseCue(intl: IntlShape, view: BrainDumpView) {
  switch (view.status) {
    case 'intro':
      return { phaseKey: null, announcement: '' };
    case 'writing': {
      const caption = intl.formatMessage({ id: `brainDump.caption.${view.captionStage}` });
      const lastSeconds = view.highlightLastSeconds
        ? ` ${intl.formatMessage({ id: 'brainDump.lastSeconds' })}`
        : '';
      return {
        phaseKey: `writing-${view.captionStage}-${view.highlightLastSeconds}`,
        announcement: caption + lastSeconds,
      };
    }
    case 'complete':
      return { phaseKey: 'complete', announcement: intl.formatMessage({ id: 'brainDump.complete' }) };
    case 'shred':
      return { phaseKey: 'shred', announcement: intl.formatMessage({ id: 'brainDump.shredding' }) };
  }
}

/**
 * The brain dump's text is kept with the session in this tab's sessionStorage (never sent anywhere), so
 * neither leaving the page nor a reload loses it; shredding clears it there too.
 */
export const brainDumpTool: ToolDefinition<BrainDumpState, BrainDumpEvent, BrainDumpView> = {
  appName: 'brainDump',
  runMs: defaultBrainDumpConfig.writingMs,
  initialState: () => initialBrainDumpState(),
  reduce: reduceBrainDump,
  view: viewBrainDump,
  isTimerRunning: (view) => (view.status === 'writing' && !view.isPaused) || view.status === 'shred',
  isUnderWay: (view) => view.status === 'writing',
  phaseCue: brainDumpPhaseCue,
  headline: (view) => ({ remainingMs: view.totalRemainingMs, labelId: null }),
  progressMs: (state, now) => (state.status === 'writing' ? elapsedMs(state.clock, now) : 0),
  typedText: (state) => (state.status === 'intro' ? '' : state.text),
  serialize: (state) => serializeState(storageVersion, state),
  restore: (serialized) => {
    const read = readState(
      serialized,
      storageVersion,
      {
        intro: {},
        writing: { text: storedField.text, clock: storedField.clock },
        complete: { text: storedField.text },
        shred: { text: storedField.text, clock: storedField.clock },
      },
      { completedAtMs: storedField.nullableTimestamp },
    );
    return read === null
      ? initialBrainDumpState()
      : ({ ...read, config: defaultBrainDumpConfig } as BrainDumpState);
  },
};
