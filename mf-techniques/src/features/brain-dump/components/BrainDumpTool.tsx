import { lazy, Suspense } from 'react';
import { useHandoff } from '../../../shared/handoff/tool-handoff';
import { VoiceInput, withSpoken } from '../../../shared/voice/VoiceInput';
import { Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { brainDumpTool } from '../brain-dump-definition';
import { ShreddedPage } from './ShreddedPage';
import { WritingPage, WritingTimeLeft } from './WritingPage';

// Loaded once something is written: the first load of a page with the brain dump does not carry it.
const LinesToSteps = lazy(() => import('./LinesToSteps'));

/**
 * Brain dump (spec §4, §9): 240 s of free writing, then shredding. The text stays on this device (the
 * session keeps it in this tab's sessionStorage until it is shredded), is never sent, and spell checking
 * is off because some browsers check text on a server.
 */
export function BrainDumpTool(props: TechniqueToolProps) {
  const tool = useTechniqueTool(brainDumpTool, props);
  const { intl, state, view, dispatch } = tool;
  const writing = view.status === 'writing';

  // Words shared from another app join what is written here (a finished page starts a new run with them).
  useHandoff('brainDumpText', (shared) => {
    const kept = view.status === 'writing' || view.status === 'complete' ? view.text : '';
    if (view.status === 'intro') dispatch({ type: 'start' });
    else if (view.status !== 'writing') dispatch({ type: 'restart' });
    dispatch({ type: 'edit', text: kept.trim() === '' ? shared : `${kept.trimEnd()}\n\n${shared}` });
  });

  return (
    <ToolScaffold tool={tool}>
      {view.status === 'intro' && <Instruction>{intl.formatMessage({ id: 'brainDump.intro' })}</Instruction>}
      {writing && (
        <PhaseHeading>{intl.formatMessage({ id: `brainDump.caption.${view.captionStage}` })}</PhaseHeading>
      )}
      {view.status === 'complete' && (
        <PhaseHeading>{intl.formatMessage({ id: 'brainDump.complete' })}</PhaseHeading>
      )}
      {(writing || view.status === 'complete') && (
        <WritingPage
          text={view.text}
          writing={writing}
          lastSeconds={view.highlightLastSeconds}
          onEdit={(text) => dispatch({ type: 'edit', text })}
        />
      )}
      {writing && (
        <VoiceInput
          onText={(spoken) => dispatch({ type: 'edit', text: withSpoken(view.text, spoken, '\n') })}
        />
      )}
      {writing && <WritingTimeLeft view={view} />}
      {view.status === 'shred' && (
        <>
          <PhaseHeading>{intl.formatMessage({ id: 'brainDump.shredding' })}</PhaseHeading>
          <ShreddedPage text={view.text} durationMs={state.config.shredMs} />
        </>
      )}
      {(view.status === 'intro' || writing) && (
        <Detail>{intl.formatMessage({ id: 'brainDump.privacy' })}</Detail>
      )}
      {view.status !== 'shred' && (
        <RunControls
          tool={tool}
          started={writing}
          finishedAction={{
            label: intl.formatMessage({ id: 'brainDump.shred' }),
            onClick: () => dispatch({ type: 'shred' }),
          }}
        />
      )}
      {(writing || view.status === 'complete') && view.text.trim() !== '' && (
        <Suspense fallback={null}>
          <LinesToSteps text={view.text} />
        </Suspense>
      )}
    </ToolScaffold>
  );
}
