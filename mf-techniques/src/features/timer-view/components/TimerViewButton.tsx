import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@steady/ui';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import { pictureInPicture } from '../model/picture-in-picture';

/** In the running bar on a phone only the small disk shows, so the bar keeps to two lines. */
const CompactButton = styled(Button)`
  padding: 0 ${({ theme }) => theme.space(2)};
  min-width: 44px;
  svg {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    span {
      display: none;
    }
  }
`;

function DiskIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 10V3.5A6.5 6.5 0 1 1 3.5 10Z" fill="currentColor" />
    </svg>
  );
}

interface TimerViewButtonProps {
  readonly session: AnyToolSession;
  /** In the running bar: the tool's name completes the button's name, and phones see the icon only. */
  readonly toolName?: string;
}

/**
 * "Pop out timer" where the browser has always-on-top windows, "Full-screen timer" elsewhere (phones,
 * Firefox, Safari). The view's code loads on the tap, so no page's first load carries it.
 */
export default function TimerViewButton({ session, toolName }: TimerViewButtonProps) {
  const intl = useIntl();
  const api = pictureInPicture();
  const label = intl.formatMessage({ id: api === null ? 'timerView.fullScreen' : 'timerView.popOut' });

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const opener = event.currentTarget;
    void import('./open-timer-view').then(async ({ popOutTimer, openFullScreenTimer }) => {
      if (api === null) return openFullScreenTimer(session, opener);
      // Refused (the tap's permission ran out while the code loaded, a policy): the full-screen view.
      return popOutTimer(session, api).catch(() => openFullScreenTimer(session, opener));
    });
  };

  if (toolName === undefined) {
    return (
      <Button $variant="quiet" onClick={open}>
        {label}
      </Button>
    );
  }
  return (
    <CompactButton $variant="quiet" aria-label={`${label}: ${toolName}`} onClick={open}>
      <DiskIcon />
      <span>{label}</span>
    </CompactButton>
  );
}
