import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { dismissToast, toastChannel, useChannel } from '@steady/bus';

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(6)};
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  z-index: 10;
  width: min(92vw, 480px);
`;

/** Accents for the snackbar's edge, seen beside its text rather than behind it. */
const toneAccents = { error: '#f19a9a', success: '#9fd3ad', info: '#9cc3da' } as const;

const ToastCard = styled.div<{ $tone: 'info' | 'success' | 'error' }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.snackbar};
  color: ${({ theme }) => theme.colors.snackbarText};
  border-left: 4px solid ${({ $tone }) => toneAccents[$tone]};
  button {
    background: none;
    border: 0;
    color: inherit;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/** Renders the `toast` channel; each message hides itself after 3 s. */
export function ToastViewport() {
  const intl = useIntl();
  const toasts = useChannel(toastChannel);
  return (
    <Viewport aria-live="polite">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} $tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.message}</span>
          <button onClick={() => dismissToast(toast.id)}>
            {intl.formatMessage({ id: 'ui.toast.dismiss' })}
          </button>
        </ToastCard>
      ))}
    </Viewport>
  );
}
