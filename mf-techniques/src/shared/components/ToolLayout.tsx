import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Row, VisuallyHidden } from '@steady/ui';
import { CheckInPrompt } from '../../features/check-in/components/CheckInPrompt';
import type { Completion } from '../hooks/use-completion';
import { useFocusRecovery } from '../hooks/use-focus-recovery';
import { usePhaseAnnouncer } from '../hooks/use-phase-announcer';
import { useSoundCue } from '../hooks/use-sound-cue';
import { CompletionFeedback } from './CompletionFeedback';
import { SoundCueToggle } from './SoundCueToggle';

const ToolCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const Footer = styled(Row)`
  justify-content: space-between;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(3)};
`;

export interface ToolLayoutProps {
  /** The technique's name: the accessible name of the tool's region. */
  readonly name: string;
  /** Changes exactly when the phase does; null before the tool starts. */
  readonly phaseKey: string | null;
  /** What a screen reader hears when the phase changes. */
  readonly announcement: string;
  readonly completion: Completion;
  readonly onClose?: (() => void) | undefined;
  readonly children: ReactNode;
}

/**
 * The frame every tool shares: its screens, the optional check-in before and after a run, the polite live
 * region announcing each new phase (with the optional sound cue), a failed completion save with its retry,
 * the sound toggle and Close.
 */
export function ToolLayout({ name, phaseKey, announcement, completion, onClose, children }: ToolLayoutProps) {
  const intl = useIntl();
  const rootRef = useRef<HTMLElement>(null);
  const soundCue = useSoundCue();
  const liveText = usePhaseAnnouncer(phaseKey, announcement, soundCue.play);
  useFocusRecovery(rootRef);

  return (
    <ToolCard ref={rootRef} aria-label={name} data-technique-tool="">
      {children}
      <CheckInPrompt
        techniqueId={completion.techniqueId}
        stage={completion.status === 'saved' ? 'finished' : phaseKey === null ? 'ready' : 'running'}
      />
      <CompletionFeedback completion={completion} />
      {(soundCue.available || onClose) && (
        <Footer>
          <SoundCueToggle soundCue={soundCue} />
          {onClose && (
            <Button $variant="quiet" onClick={onClose}>
              {intl.formatMessage({ id: 'tool.close' })}
            </Button>
          )}
        </Footer>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="phase-announcer">
        {liveText}
      </VisuallyHidden>
    </ToolCard>
  );
}
