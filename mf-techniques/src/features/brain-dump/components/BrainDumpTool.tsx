import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { tint } from '@steady/ui';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { useHandoff } from '../../../shared/handoff/tool-handoff';
import { VoiceInput, withSpoken } from '../../../shared/voice/VoiceInput';
import { Detail, Instruction, PhaseHeading } from '../../../shared/components/tool-styles';
import { RunControls, ToolScaffold, useTechniqueTool } from '../../../shared/tool-scaffold/ToolScaffold';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { brainDumpTool } from '../brain-dump-definition';
import { ShreddedPage } from './ShreddedPage';

// Loaded once something is written: the first load of a page with the brain dump does not carry it.
const LinesToSteps = lazy(() => import('./LinesToSteps'));

const WritingArea = styled.textarea<{ $lastSeconds: boolean }>`
  width: min(100%, 560px);
  min-height: 12rem;
  padding: ${({ theme }) => theme.space(3)};
  font: inherit;
  border-radius: ${({ theme }) => theme.radii.small};
  border: 2px solid ${({ theme, $lastSeconds }) => ($lastSeconds ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $lastSeconds }) => ($lastSeconds ? tint(theme.colors.accent, 10) : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
`;

const LastSeconds = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryHover};
`;

/**
 * Brain dump (spec §4, §9): 240 s of free writing, then shredding. The text stays on this device (the
 * session keeps it in this tab's sessionStorage until it is shredded), is never sent, and spell checking
 * is off because some browsers check text on a server.
 */
export function BrainDumpTool(props: TechniqueToolProps) {
  const textareaId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
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

  // Start means "write now": the cursor goes where the words go.
  useEffect(() => {
    if (writing) textareaRef.current?.focus();
  }, [writing]);

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
        <>
          <label htmlFor={textareaId}>{intl.formatMessage({ id: 'brainDump.label' })}</label>
          <WritingArea
            id={textareaId}
            ref={textareaRef}
            value={view.text}
            readOnly={!writing}
            onChange={(event) => dispatch({ type: 'edit', text: event.target.value })}
            spellCheck={false}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="sentences"
            $lastSeconds={view.highlightLastSeconds}
          />
        </>
      )}
      {writing && (
        <VoiceInput
          onText={(spoken) => dispatch({ type: 'edit', text: withSpoken(view.text, spoken, '\n') })}
        />
      )}
      {writing && (
        <>
          {view.highlightLastSeconds && (
            <LastSeconds>{intl.formatMessage({ id: 'brainDump.lastSeconds' })}</LastSeconds>
          )}
          <TimerDisplay
            variant="bar"
            remainingMs={view.totalRemainingMs}
            progress={view.progress}
            label={intl.formatMessage({ id: 'tool.timeLeft' })}
            emphasis={view.highlightLastSeconds}
          />
        </>
      )}
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
