import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@steady/ui';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import { TimerFace } from './TimerFace';

/** Over the whole page (the top layer of a modal dialog): the page behind is out of reach until Back. */
const Dialog = styled.dialog`
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** The full-screen timer: Back (or Escape, or the browser's back) returns to the page, the tool still running. */
export function FullScreenTimer({ session, onBack }: { session: AnyToolSession; onBack: () => void }) {
  const intl = useIntl();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);

  return (
    <Dialog
      ref={dialogRef}
      aria-label={intl.formatMessage({ id: 'timerView.fullScreen' })}
      onCancel={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <div>
        <Button $variant="secondary" onClick={onBack} autoFocus>
          {intl.formatMessage({ id: 'timerView.back' })}
        </Button>
      </div>
      <TimerFace session={session} owner={window} />
    </Dialog>
  );
}
