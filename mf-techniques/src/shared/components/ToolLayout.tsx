import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Row, VisuallyHidden } from '@steady/ui';
import { CheckInPrompt } from '../../features/check-in/components/CheckInPrompt';
import { TimerViewButton } from '../../features/timer-view';
import { useBringToolIntoView } from '../hooks/use-bring-tool-into-view';
import { useCompletionNoticeOnce } from '../hooks/use-completion-notice-once';
import { useFocusRecovery } from '../hooks/use-focus-recovery';
import { usePhaseAnnouncer } from '../hooks/use-phase-announcer';
import { useSessionSnapshot } from '../hooks/use-tool-session';
import { interactiveSelector } from '../hooks/use-timer-keyboard';
import type { AnyToolSession } from '../session/tool-session';
import { AlertToggles } from './AlertToggles';
import { CompletionFeedback } from './CompletionFeedback';
import { ToolSessionContext, type ToolSessionContextValue } from './tool-session-context';
import { WelcomeBack } from './WelcomeBack';

const ToolCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  scroll-margin: ${({ theme }) => theme.space(4)};
  /* Focused by a click on its text (so Space and R work there): the ring is for keyboard focus only. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

const Footer = styled(Row)`
  justify-content: space-between;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const FooterActions = styled(Row)`
  margin-left: auto;
  justify-content: flex-end;
`;

interface ToolLayoutProps {
  readonly session: AnyToolSession;
  /** The technique's name: the accessible name of the tool's region. */
  readonly name: string;
  /** Changes exactly when the phase does; null before the tool starts. */
  readonly phaseKey: string | null;
  /** What a screen reader hears when the phase changes. */
  readonly announcement: string;
  readonly onClose?: (() => void) | undefined;
  /** Opened by a card's one tap: the tool scrolls into view and takes keyboard focus. */
  readonly autoStart?: boolean | undefined;
  readonly children: ReactNode;
}

/**
 * The frame every tool shares: "Welcome back" after a reload, its screens, the optional check-in before
 * and after a run, the reset question, a failed completion save with its retry, how step ends reach the
 * user, Close, and the polite live region announcing each new phase. The region itself takes focus on a
 * click on its text, so the keyboard shortcuts keep working there.
 */
export function ToolLayout({
  session,
  name,
  phaseKey,
  announcement,
  onClose,
  autoStart = false,
  children,
}: ToolLayoutProps) {
  const intl = useIntl();
  const rootRef = useRef<HTMLElement>(null);
  const { view, completion, restored } = useSessionSnapshot(session);
  // A run is over when its screen says so, paid or not (Pomodoro never ends: each paid session counts).
  const runOver = view.isFinished || completion?.status === 'saved';
  // Only a clock worth watching is offered on its own: counting down, or paused mid-count. Its button's
  // code loads when it first shows.
  const timerShown = session.definition.isTimerRunning(view) || (session.isUnderWay() && view.isPaused);
  const [pendingReset, setPendingReset] = useState<(() => void) | null>(null);
  const liveText = usePhaseAnnouncer(phaseKey, announcement);
  useFocusRecovery(rootRef);
  useBringToolIntoView(rootRef, session, autoStart);
  useCompletionNoticeOnce(session, completion, name);

  const context: ToolSessionContextValue = {
    session,
    confirmingReset: pendingReset !== null,
    requestReset: (reset) => {
      if (session.resetNeedsConfirmation()) setPendingReset(() => reset);
      else reset();
    },
    settleReset: (confirmed) => {
      if (confirmed) pendingReset?.();
      setPendingReset(null);
      rootRef.current?.focus({ preventScroll: true });
    },
  };
  const focusToolOnTextClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target !== null && !target.closest(interactiveSelector))
      rootRef.current?.focus({ preventScroll: true });
  };

  return (
    <ToolSessionContext.Provider value={context}>
      <ToolCard
        ref={rootRef}
        aria-label={name}
        data-technique-tool=""
        tabIndex={-1}
        onClick={focusToolOnTextClick}
      >
        {restored && (
          <WelcomeBack onStartOver={() => context.requestReset(() => session.dispatch({ type: 'reset' }))} />
        )}
        {children}
        <CheckInPrompt
          techniqueId={session.props.techniqueId}
          stage={runOver ? 'finished' : phaseKey === null ? 'ready' : 'running'}
        />
        <CompletionFeedback outcome={completion} onRetry={() => session.retryCompletion()} />
        <Footer>
          <AlertToggles runMs={session.definition.runMs} />
          <FooterActions>
            {timerShown && <TimerViewButton session={session} />}
            {onClose && (
              <Button $variant="quiet" onClick={onClose}>
                {intl.formatMessage({ id: 'tool.close' })}
              </Button>
            )}
          </FooterActions>
        </Footer>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="phase-announcer">
          {liveText}
        </VisuallyHidden>
      </ToolCard>
    </ToolSessionContext.Provider>
  );
}
