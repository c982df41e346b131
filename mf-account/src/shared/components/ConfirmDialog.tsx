import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, Row } from '@steady/ui';
import { useDialogFocus } from '../hooks/use-dialog-focus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(31, 42, 46, 0.45);
`;

const Panel = styled.div`
  max-width: 30rem;
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(6)};
  box-shadow: 0 12px 40px rgba(31, 42, 46, 0.25);
  &:focus {
    outline: none;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** While the confirmed action runs, both buttons wait and Escape does nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal confirmation: focus starts on the safe choice and stays inside until it closes (Tab wraps), Escape
 * or a click outside closes it, and focus goes back to where it was. Rendered only while open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { panelRef, safeChoiceRef, keepFocusInside } = useDialogFocus(busy, onClose);
  const titleId = useId();
  const descriptionId = useId();

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={descriptionId}>{children}</div>
        <Row>
          <Button ref={safeChoiceRef} $variant="secondary" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Row>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
