import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { tint } from '@steady/ui';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import type { BrainDumpView } from '../machine/brain-dump-machine';

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

interface WritingPageProps {
  readonly text: string;
  /** While writing the page takes words; once time is up it is read-only. */
  readonly writing: boolean;
  readonly lastSeconds: boolean;
  readonly onEdit: (text: string) => void;
}

/** The labelled page written on: spell checking off, its border lit in the last seconds. */
export function WritingPage({ text, writing, lastSeconds, onEdit }: WritingPageProps) {
  const intl = useIntl();
  const textareaId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // Start means "write now": the cursor goes where the words go.
  useEffect(() => {
    if (writing) textareaRef.current?.focus();
  }, [writing]);

  return (
    <>
      <label htmlFor={textareaId}>{intl.formatMessage({ id: 'brainDump.label' })}</label>
      <WritingArea
        id={textareaId}
        ref={textareaRef}
        value={text}
        readOnly={!writing}
        onChange={(event) => onEdit(event.target.value)}
        // A string: Preact leaves out an attribute that is false, and spelling is then checked.
        spellCheck="false"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="sentences"
        $lastSeconds={lastSeconds}
      />
    </>
  );
}

/** The writing time left, with a word when the last seconds begin. */
export function WritingTimeLeft({ view }: { view: BrainDumpView }) {
  const intl = useIntl();
  return (
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
  );
}
