import type { IntlShape } from 'react-intl';
import { defineTool, storedWithDefaultConfig } from '../../shared/tool-scaffold/define-tool';
import { storedField } from '../../shared/session/stored-state';
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

function brainDumpPhaseCue(intl: IntlShape, view: BrainDumpView) {
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
export const brainDumpTool = defineTool<BrainDumpState, BrainDumpEvent, BrainDumpView>({
  appName: 'brainDump',
  runMs: defaultBrainDumpConfig.writingMs,
  runningStatus: 'writing',
  initialState: () => initialBrainDumpState(),
  reduce: reduceBrainDump,
  view: viewBrainDump,
  isTimerRunning: (view) => (view.status === 'writing' && !view.isPaused) || view.status === 'shred',
  phaseCue: brainDumpPhaseCue,
  typedText: (state) => (state.status === 'intro' ? '' : state.text),
  ...storedWithDefaultConfig(
    storageVersion,
    {
      intro: {},
      writing: { text: storedField.text, clock: storedField.clock },
      complete: { text: storedField.text },
      shred: { text: storedField.text, clock: storedField.clock },
    },
    () => initialBrainDumpState(),
  ),
});
